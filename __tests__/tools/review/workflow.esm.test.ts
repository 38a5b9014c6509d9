import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { MARKER } from '@/tools/review/report';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

const text = fs.readFileSync(path.join(process.cwd(), '.github/workflows/review.yml'), 'utf8');
const workflow = parse(text) as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job> };
const { review, 'preview-links': links } = workflow.jobs;
const runs = (job: Job) => job.steps.map((step) => step.run ?? step.uses ?? '').join('\n');

describe('.github/workflows/review.yml', () => {
  it('runs on pull requests and on deployment statuses, read-only unless a job asks for more', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'deployment_status']);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(review.permissions).toMatchObject({ 'pull-requests': 'write', contents: 'read' });
    expect(links.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('builds the head, reviews it against the base commit with a cached base export, and uploads review/', () => {
    const script = runs(review);
    expect(script.indexOf('npm run build')).toBeLessThan(script.indexOf('npm run review -- --base "$BASE_SHA"'));
    expect(review.env?.BASE_SHA).toBe('${{ github.event.pull_request.base.sha }}');
    const cache = review.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('node_modules/.cache/rspress-review');
    expect(review.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with?.path).toBe('review/');
  });

  it("updates the one comment it finds by the report's marker, and only on the repository's own branches", () => {
    const comment = review.steps.find((step) => step.name === 'Post or update the review comment')!;
    expect(comment.run).toContain(`startswith("${MARKER}")`);
    expect(comment.run).toContain('-X PATCH');
    expect(comment.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    expect(review.steps.find((step) => step.run?.includes('GITHUB_STEP_SUMMARY'))?.if).toBe(
      'github.event.pull_request.head.repo.full_name != github.repository',
    );
  });

  it("links the preview with the default branch's script, never the deployed commit's", () => {
    const checkout = links.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!;
    expect(checkout.with?.ref).toBe('${{ github.event.repository.default_branch }}');
    expect(runs(links)).toContain('node tools/review/preview-links.mjs comment.md "$PREVIEW_URL"');
  });
});
