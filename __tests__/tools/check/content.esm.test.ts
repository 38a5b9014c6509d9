import path from 'node:path';
import { lineOf, makeTree, mdx, VALID_TREE } from '../../lib/content/fixture';
import { runTs } from '../../run-ts';
import { checkContent } from '../../../tools/check/content-check';

const ROOT = process.cwd();

/** Runs the check on a tree; GITHUB_ACTIONS only when asked, so the suite reads the same on a runner. */
function check(contentRoot: string, extraEnv: Record<string, string> = {}) {
  const cwd = path.dirname(contentRoot);
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  if (!('GITHUB_ACTIONS' in extraEnv)) delete env.GITHUB_ACTIONS;
  return runTs(path.join(ROOT, 'tools/check/content.ts'), ['--root', contentRoot], { cwd, env });
}

describe('npm run check', () => {
  it('exits 0 on valid content', () => {
    const result = check(makeTree(VALID_TREE));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/content check passed/);
  });

  const NEXT = 'en/guide/start/next.mdx';
  const noId = mdx('en', 'Next', '## Setup\n\nDo it.');

  it('exits 1 with file:line:column, the problem and the fix', () => {
    const result = check(makeTree({ ...VALID_TREE, [NEXT]: noId }));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/✗ content check: 1 problem/);
    expect(result.stderr).toContain(
      `en/guide/start/next.mdx:${lineOf(noId, '## Setup')}:1 heading "Setup" has no explicit id\n  → end the heading with {#setup}`,
    );
  });

  const EN = 'en/guide/start/introduction.mdx';
  const intro = (rest: string, frontmatter = '') => mdx('en', 'Introduction', rest, frontmatter);
  const broken = intro('Text with a <broken tag.\n\n## Why {#why}\n\nB.');
  const dead = intro('## Why {#why}\n\nSee [x](/guide/start/gone).');
  const fancy = intro('<Fancy />\n\n## Why {#why}\n\nB. [n](/guide/start/next)');
  const unknownKey = JSON.stringify([{ label: 'noSuchKey', dir: 'start', items: ['introduction', 'next'] }], null, 2);

  it.each([
    ['broken MDX', { [EN]: broken }, new RegExp(`introduction\\.mdx:${lineOf(broken, '<broken')}:\\d+ MDX does not compile`)],
    [
      'bad frontmatter',
      { [EN]: intro('## Why {#why}\n\nB.', 'pageType: blog\n') },
      /introduction\.mdx:4:1 frontmatter "pageType": unknown pageType "blog"/,
    ],
    [
      'a dead internal link',
      { [EN]: dead },
      new RegExp(`introduction\\.mdx:${lineOf(dead, 'See [x]')}:5 link "/guide/start/gone" matches no page\\n {2}→ fix the path`),
    ],
    [
      'a page missing in one language',
      { 'zh/guide/start/next.mdx': undefined, 'zh/guide/start/introduction.mdx': mdx('zh', '介绍', '## 为什么 {#why}\n\n因为。') },
      /en\/guide\/start\/next\.mdx:2:1 the page has no zh version\n {2}→ create content\/zh\/guide\/start\/next\.mdx/,
    ],
    [
      'an unknown sidebar key',
      { 'sidebars/guide.json': unknownKey },
      new RegExp(`sidebars/guide\\.json:${lineOf(unknownKey, '"label"')}:5 label key "noSuchKey" is missing`),
    ],
    ['an unknown component', { [EN]: fancy }, new RegExp(`introduction\\.mdx:${lineOf(fancy, '<Fancy')}:1 unknown component <Fancy>`)],
  ])('refuses %s with file:line:column, what is wrong and what to do', (_kind, changes, message) => {
    // What the check finds, in this process: the test above shows how the command prints it and exits 1.
    const errors = checkContent(makeTree({ ...VALID_TREE, ...changes })).errors.map((error) => error.message);
    expect(errors.join('\n')).toMatch(message);
    for (const error of errors) expect(error).toMatch(/\n {2}→ /);
  });

  it('passes with a warning for a page awaiting its translation', () => {
    const awaiting = mdx('en', 'Next', '## Setup {#setup}\n\nDo it.', 'awaitingTranslation: true\n');
    const result = check(makeTree({ ...VALID_TREE, [NEXT]: awaiting, 'zh/guide/start/next.mdx': undefined }), { GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(`⚠ .*en/guide/start/next\\.mdx:${lineOf(awaiting, 'awaitingTranslation')}:1 awaiting its zh translation for 0 days`),
    );
    expect(result.stdout).toMatch(
      /^::warning file=.*en\/guide\/start\/next\.mdx,line=4,col=1,title=Translation::awaiting its zh translation/m,
    );
  });

  describe('on GitHub Actions', () => {
    const GLOSSARY = '| rejected | use | match | why |\n| --- | --- | --- | --- |\n| `照做` | 按步骤操作 | text | too casual |\n';
    const broken = () =>
      makeTree({
        ...VALID_TREE,
        'glossary.md': GLOSSARY,
        'en/guide/start/next.mdx': noId,
      });
    const ZH_LINE = lineOf(VALID_TREE['zh/guide/start/next.mdx'], '照做');
    const annotations = (output: string) => output.split('\n').filter((line) => line.startsWith('::'));

    it('prints each problem as an ::error / ::warning workflow command, besides the usual output', () => {
      const root = broken();
      const result = check(root, { GITHUB_ACTIONS: 'true' });
      expect(result.status).toBe(1);
      const dir = path.basename(root);
      expect(annotations(result.stdout)).toEqual([
        `::warning file=${dir}/zh/guide/start/next.mdx,line=${ZH_LINE},col=1,title=Glossary::"照做" is a rejected form (too casual)%0A→ write "按步骤操作" (content/glossary.md)`,
        `::error file=${dir}/en/guide/start/next.mdx,line=${lineOf(noId, '## Setup')},col=1,title=Content check::heading "Setup" has no explicit id%0A→ end the heading with {#setup} (the same id as in the other language)`,
      ]);
      // The terminal output is unchanged.
      expect(result.stderr).toBe(check(root).stderr);
      expect(result.stderr).toContain(`en/guide/start/next.mdx:${lineOf(noId, '## Setup')}:1 heading "Setup" has no explicit id`);
    });

    it('prints no workflow command elsewhere', () => {
      const result = check(broken());
      expect(result.status).toBe(1);
      expect(annotations(result.stdout + result.stderr)).toEqual([]);
      expect(result.stderr).toMatch(new RegExp(`⚠ .*zh/guide/start/next\\.mdx:${ZH_LINE}:1 "照做" is a rejected form`));
    });

    it('annotates warnings on a passing check too, and nothing when content is clean', () => {
      const warned = check(makeTree({ ...VALID_TREE, 'glossary.md': GLOSSARY }), { GITHUB_ACTIONS: 'true' });
      expect(warned.status).toBe(0);
      expect(annotations(warned.stdout)).toHaveLength(1);
      expect(annotations(warned.stdout)[0]).toMatch(new RegExp(`^::warning file=.*zh/guide/start/next\\.mdx,line=${ZH_LINE},col=1,`));
      const clean = check(makeTree(VALID_TREE), { GITHUB_ACTIONS: 'true' });
      expect(clean.status).toBe(0);
      expect(annotations(clean.stdout)).toEqual([]);
    });
  });
});
