import { loadContent } from '@/lib/content/load';
import { validateContent } from '@/tools/check/validate';
import { makeTree, VALID_TREE } from '../../lib/content/fixture';

/** Validates the valid tree with some files replaced (or removed with `undefined`). */
function problems(changes: Record<string, string | undefined>) {
  const root = makeTree({ ...VALID_TREE, ...changes });
  return validateContent(loadContent(root, root)).map((e) => ({
    where: `${e.file.split('/content-')[1]?.replace(/^[^/]+\//, '') ?? e.file}:${e.line}:${e.column}`,
    problem: e.problem,
    fix: e.fix,
  }));
}

const EN = 'en/guide/start/introduction.mdx';
const ZH = 'zh/guide/start/introduction.mdx';

describe('validateContent', () => {
  it('accepts the valid tree', () => {
    expect(problems({})).toEqual([]);
  });

  it('reports MDX that does not compile with its line and column', () => {
    const [error] = problems({ [EN]: '---\ntitle: Introduction\n---\n\nText with a <broken tag.\n\n## Why {#why}\n\nBecause.\n' });
    expect(error.where).toMatch(new RegExp(`^${EN}:5:\\d+$`));
    expect(error.problem).toMatch(/MDX does not compile/);
    expect(error.fix).toMatch(/backticks/);
  });

  it('reports an unknown pageType, a wrong type and a missing title', () => {
    expect(problems({ [EN]: '---\ntitle: Introduction\npageType: blog\n---\n\n## Why {#why}\n\nB.\n' })[0].problem).toMatch(
      /unknown pageType "blog"/,
    );
    expect(problems({ [EN]: '---\ntitle: Introduction\noverview: yes please\n---\n\n## Why {#why}\n\nB.\n' })[0].problem).toMatch(
      /"overview"/,
    );
    expect(problems({ [EN]: '---\ndescription: No title here\n---\n\n## Why {#why}\n\nB.\n' })[0]).toMatchObject({
      problem: 'the page has no title',
      fix: expect.stringMatching(/title/),
    });
  });

  it('takes the title from an h1 when the frontmatter has none', () => {
    expect(problems({ [EN]: '# Introduction\n\nOpening.\n\n## Why {#why}\n\nBecause. See [next](/guide/start/next#setup).\n' })).toEqual(
      [],
    );
  });

  it('reports unknown frontmatter keys and YAML errors', () => {
    expect(problems({ [EN]: '---\ntitle: Introduction\nsidebarr: false\n---\n\n## Why {#why}\n\nB.\n' })[0]).toMatchObject({
      where: `${EN}:3:1`,
      problem: expect.stringMatching(/unknown key "sidebarr"/),
    });
    expect(problems({ [EN]: '---\ntitle: [unclosed\n---\n\n## Why {#why}\n\nB.\n' })[0].problem).toMatch(/not valid YAML/);
  });

  it('reports a heading without an explicit id and suggests one', () => {
    const [error] = problems({ [EN]: '---\ntitle: Introduction\n---\n\nText.\n\n## Why it matters\n\nBecause.\n' });
    expect(error.where).toBe(`${EN}:7:1`);
    expect(error.fix).toContain('{#why-it-matters}');
  });

  it('reports heading ids that differ between languages', () => {
    const [error] = problems({
      [ZH]: '---\ntitle: 介绍\n---\n\n开头。\n\n## 为什么 {#reason}\n\n因为。参见[下一页](/zh/guide/start/next#setup)。\n',
    });
    expect(error.problem).toMatch(/heading ids differ .*"reason" here, "why" there/);
    expect(error.where).toBe(`${ZH}:7:1`);
  });

  it('reports a page missing in one language', () => {
    const errors = problems({
      'zh/guide/start/next.mdx': undefined,
      [ZH]: '---\ntitle: 介绍\n---\n\n开头。\n\n## 为什么 {#why}\n\n因为。\n',
    });
    expect(errors.map((e) => e.problem)).toContain('the page has no zh version');
  });

  it('reports dead links, dead anchors, links across languages and into fragments', () => {
    const body = (link: string) => `---\ntitle: Introduction\n---\n\nOpening.\n\n## Why {#why}\n\nSee [x](${link}).\n`;
    expect(problems({ [EN]: body('/guide/start/missing') })[0]).toMatchObject({
      where: `${EN}:9:5`,
      problem: 'link "/guide/start/missing" matches no page',
    });
    expect(problems({ [EN]: body('/guide/start/next#nowhere') })[0].problem).toMatch(/anchor "#nowhere" matches no heading/);
    expect(problems({ [EN]: body('#nowhere') })[0].problem).toMatch(/anchor "#nowhere" matches no heading of this page/);
    expect(problems({ [EN]: body('/zh/guide/start/next') })[0]).toMatchObject({
      problem: expect.stringMatching(/points to a zh page from a en page/),
      fix: expect.stringContaining('/guide/start/next'),
    });
    expect(problems({ [EN]: body('/fragments/shared') })[0].problem).toMatch(/points into fragments/);
  });

  it('reports a missing local image', () => {
    const errors = problems({ [EN]: '---\ntitle: Introduction\n---\n\n![Logo](/missing.png)\n\n## Why {#why}\n\nB.\n' });
    expect(errors.map((e) => e.problem)).toContain('image "/missing.png" does not exist');
    const found = problems({ 'logo.png': 'png', [EN]: '---\ntitle: Introduction\n---\n\n![Logo](/logo.png)\n\n## Why {#why}\n\nB.\n' });
    expect(found.map((e) => e.problem)).not.toContain('image "/logo.png" does not exist');
  });

  it('reports an unknown sidebar label key, an entry without a page and a page outside the sidebar', () => {
    expect(
      problems({ 'sidebars/guide.json': JSON.stringify([{ label: 'noSuchKey', dir: 'start', items: ['introduction', 'next'] }]) }).map(
        (e) => e.problem,
      ),
    ).toContain('label key "noSuchKey" is missing in messages/en.json');
    expect(
      problems({
        'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction', 'next', 'ghost'] }]),
      })[0].problem,
    ).toMatch(/sidebar entry "ghost" names no page/);
    expect(
      problems({ 'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction'] }]) }).map(
        (e) => e.problem,
      ),
    ).toContain('the page is in no sidebar');
  });

  it('reports an unknown container kind', () => {
    const errors = problems({
      [EN]: '---\ntitle: Introduction\n---\n\nOpening.\n\n:::warnign\nCareful.\n:::\n\n## Why {#why}\n\nB. [n](/guide/start/next)\n',
    });
    expect(errors).toEqual([expect.objectContaining({ where: `${EN}:7:1`, problem: 'unknown container ":::warnign"' })]);
  });

  it('reports unknown components, empty sections and placeholder text', () => {
    expect(
      problems({ [EN]: '---\ntitle: Introduction\n---\n\n<Fancy />\n\n## Why {#why}\n\nB. [n](/guide/start/next)\n' })[0].problem,
    ).toBe('unknown component <Fancy>');
    expect(
      problems({ [EN]: '---\ntitle: Introduction\n---\n\nOpening.\n\n## Why {#why}\n\n## Next {#setup}\n\nText.\n' }).map((e) => e.problem),
    ).toContain('section "Why" is empty');
    expect(
      problems({ [EN]: '---\ntitle: Introduction\n---\n\nOpening.\n\n## Why {#why}\n\nTODO write this.\n' }).map((e) => e.problem),
    ).toContain('placeholder text "TODO"');
  });

  it('names the fragment file for problems inside a fragment', () => {
    const fragment = '## Shared {#shared}\n\nSee [x](/guide/start/gone).\n';
    const include = (title: string) =>
      `---\ntitle: ${title}\n---\n\nimport Shared from '../../fragments/shared.mdx';\n\nOpening.\n\n<Shared />\n`;
    const errors = problems({
      'en/fragments/shared.mdx': fragment,
      'zh/fragments/shared.mdx': '## 共享 {#shared}\n\n正文。\n',
      [EN]: include('Introduction'),
      [ZH]: include('介绍'),
    });
    expect(errors).toEqual([
      expect.objectContaining({ where: 'en/fragments/shared.mdx:3:5', problem: 'link "/guide/start/gone" matches no page' }),
    ]);
  });

  it('reports every problem at once', () => {
    const errors = problems({
      [EN]: '---\ntitle: Introduction\n---\n\n## Why it matters\n\nSee [x](/nowhere).\n',
      'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction', 'next', 'ghost'] }]),
    });
    expect(errors.map((e) => e.problem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^heading "Why it matters" has no explicit id/),
        'link "/nowhere" matches no page',
        expect.stringMatching(/^sidebar entry "ghost" names no page/),
      ]),
    );
  });

  it('checks content/redirects.json: from must no longer be a page, to must be one', () => {
    const redirects = (list: unknown) => problems({ 'redirects.json': JSON.stringify(list) }).map((e) => e.problem);
    expect(redirects([{ from: '/guide/start/next', to: '/guide/gone' }, { from: '/old' }])).toEqual([
      'entry 1: "/guide/start/next" is still a page',
      'entry 1: "/guide/gone" matches no page',
      'entry 2 needs "from" and "to" site paths',
    ]);
    expect(redirects([{ from: '/guide/old-intro', to: '/guide/start/introduction' }])).toEqual([]);
  });
});
