import { loadContent } from '@/lib/content/load';
import { validateContent } from '@/tools/check/validate';
import { lineOf, makeTree, mdx, VALID_TREE } from '../../lib/content/fixture';

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
const NEXT_EN = 'en/guide/start/next.mdx';
const NEXT_ZH = 'zh/guide/start/next.mdx';
const intro = (rest: string, frontmatter = '') => mdx('en', 'Introduction', rest, frontmatter);
const WHY = '## Why {#why}\n\nBecause. See [next](/guide/start/next#setup).';
const sidebar = (items: unknown[]) => JSON.stringify([{ label: 'gettingStarted', dir: 'start', items }], null, 2);

describe('validateContent', () => {
  it('accepts the valid tree', () => {
    expect(problems({})).toEqual([]);
  });

  it('reports MDX that does not compile with its line and column', () => {
    const text = intro(`Text with a <broken tag.\n\n${WHY}`);
    const [error] = problems({ [EN]: text });
    expect(error.where).toMatch(new RegExp(`^${EN}:${lineOf(text, '<broken')}:\\d+$`));
    expect(error.problem).toMatch(/MDX does not compile/);
    expect(error.fix).toMatch(/backticks/);
  });

  it('reports an unknown pageType, a wrong type, an unknown key and a missing title at their line', () => {
    expect(problems({ [EN]: intro(WHY, 'pageType: blog\n') })[0]).toMatchObject({
      where: `${EN}:4:1`,
      problem: expect.stringMatching(/unknown pageType "blog"/),
    });
    expect(problems({ [EN]: intro(WHY, 'overview: yes please\n') })[0].problem).toMatch(/"overview"/);
    expect(problems({ [EN]: intro(WHY, 'sidebarr: false\n') })[0]).toMatchObject({
      where: `${EN}:4:1`,
      problem: expect.stringMatching(/unknown key "sidebarr"/),
    });
    expect(problems({ [EN]: '---\ndescription: No title here\n---\n\n## Why {#why}\n\nB.\n' })[0]).toMatchObject({
      problem: 'the page has no title',
      fix: expect.stringMatching(/title/),
    });
    expect(problems({ [EN]: '---\ntitle: [unclosed\n---\n\n## Why {#why}\n\nB.\n' })[0].problem).toMatch(/not valid YAML/);
  });

  it('takes the title from an h1 when the frontmatter has none', () => {
    const text = intro(WHY).replace('title: Introduction\n', '').replace('---\n\n', '---\n\n# Introduction\n\n');
    expect(problems({ [EN]: text })).toEqual([]);
  });

  it('reports a heading without an explicit id and suggests one', () => {
    const text = intro('## Why it matters\n\nBecause. See [next](/guide/start/next#setup).');
    const [error] = problems({ [EN]: text });
    expect(error.where).toBe(`${EN}:${lineOf(text, '## Why')}:1`);
    expect(error.fix).toContain('{#why-it-matters}');
  });

  it('reports heading ids that differ between languages at the heading of both files', () => {
    const zh = mdx('zh', '介绍', '## 为什么 {#reason}\n\n因为。参见[下一页](/zh/guide/start/next#setup)。');
    expect(problems({ [ZH]: zh })).toEqual([
      expect.objectContaining({
        where: `${ZH}:${lineOf(zh, '{#reason}')}:1`,
        problem: expect.stringMatching(/"reason" here, "why" there/),
      }),
      expect.objectContaining({
        where: `${EN}:${lineOf(VALID_TREE[EN], '{#why}')}:1`,
        problem: expect.stringMatching(/"why" here, "reason" there/),
      }),
    ]);
  });

  it('reports a page missing in one language at its title, with both ways out', () => {
    const errors = problems({ [NEXT_ZH]: undefined, [ZH]: mdx('zh', '介绍', '## 为什么 {#why}\n\n因为。') });
    expect(errors).toContainEqual(
      expect.objectContaining({
        where: `${NEXT_EN}:2:1`,
        problem: 'the page has no zh version',
        fix: expect.stringMatching(/create content\/zh\/guide\/start\/next\.mdx .*awaitingTranslation: true/),
      }),
    );
  });

  describe('a page awaiting its translation', () => {
    const awaiting = mdx('en', 'Next', '## Setup {#setup}\n\nDo it.', 'awaitingTranslation: true\n');

    it('may land without its Chinese file: the Chinese site shows the English page', () => {
      expect(problems({ [NEXT_EN]: awaiting, [NEXT_ZH]: undefined })).toEqual([]);
    });

    it('is refused once the translation exists, at the mark', () => {
      expect(problems({ [NEXT_EN]: awaiting })).toEqual([
        expect.objectContaining({
          where: `${NEXT_EN}:${lineOf(awaiting, 'awaitingTranslation')}:1`,
          problem: expect.stringMatching(/awaits a zh translation that exists/),
          fix: 'remove "awaitingTranslation" from this frontmatter',
        }),
      ]);
    });

    it('is refused on a Chinese page', () => {
      const zh = mdx('zh', '下一页', '## 安装 {#setup}\n\n照做。', 'awaitingTranslation: true\n');
      expect(problems({ [NEXT_ZH]: zh }).map((e) => e.problem)).toEqual(['only an English page can await its translation']);
    });
  });

  it('reports dead links, dead anchors, links across languages and into fragments at the link', () => {
    const body = (link: string) => intro(`## Why {#why}\n\nSee [x](${link}).`);
    expect(problems({ [EN]: body('/guide/start/missing') })[0]).toMatchObject({
      where: `${EN}:${lineOf(body(''), 'See [x]')}:5`,
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
    const errors = problems({ [EN]: intro(`![Logo](/missing.png)\n\n${WHY}`) });
    expect(errors.map((e) => e.problem)).toContain('image "/missing.png" does not exist');
    const found = problems({ 'logo.png': 'png', [EN]: intro(`![Logo](/logo.png)\n\n${WHY}`) });
    expect(found.map((e) => e.problem)).not.toContain('image "/logo.png" does not exist');
  });

  it('reports sidebar problems at the entry in the JSON file', () => {
    const ghost = sidebar(['introduction', 'next', 'ghost']);
    expect(problems({ 'sidebars/guide.json': ghost })).toContainEqual(
      expect.objectContaining({
        where: `sidebars/guide.json:${lineOf(ghost, '"ghost"')}:7`,
        problem: expect.stringMatching(/sidebar entry "ghost" names no page/),
      }),
    );
    const unknown = JSON.stringify([{ label: 'noSuchKey', dir: 'start', items: ['introduction', 'next'] }], null, 2);
    expect(problems({ 'sidebars/guide.json': unknown })).toContainEqual(
      expect.objectContaining({
        where: `sidebars/guide.json:${lineOf(unknown, '"label"')}:5`,
        problem: 'label key "noSuchKey" is missing in messages/en.json',
      }),
    );
    const odd = sidebar(['introduction', 'next', { name: 'x' }]);
    expect(problems({ 'sidebars/guide.json': odd })).toEqual([
      expect.objectContaining({
        where: `sidebars/guide.json:${lineOf(odd, '"name"') - 1}:7`,
        problem: expect.stringMatching(/is none of the three kinds/),
      }),
    ]);
    const broken = '[\n  { "label": "gettingStarted", "dir": "start", "items": ["introduction" "next"] }\n]';
    expect(problems({ 'sidebars/guide.json': broken })).toEqual([
      expect.objectContaining({
        where: `sidebars/guide.json:2:${broken.split('\n')[1].indexOf('"next"') + 1}`,
        problem: 'not valid JSON: CommaExpected',
      }),
    ]);
  });

  it('reports a page in no sidebar at its title', () => {
    expect(problems({ 'sidebars/guide.json': sidebar(['introduction']) })).toContainEqual(
      expect.objectContaining({ where: `${NEXT_EN}:2:1`, problem: 'the page is in no sidebar' }),
    );
  });

  it('reports an unknown container kind', () => {
    const unknown = intro(`:::warnign\nCareful.\n:::\n\n${WHY}`);
    expect(problems({ [EN]: unknown })).toEqual([
      expect.objectContaining({ where: `${EN}:${lineOf(unknown, ':::warnign')}:1`, problem: 'unknown container ":::warnign"' }),
    ]);
  });

  describe('a callout title that only repeats the default label of its kind (messages/*.json callout.*)', () => {
    const enPage = (callouts: string) => intro(`${callouts}\n\n${WHY}`);
    const zhPage = (callouts: string) =>
      mdx('zh', '介绍', `${callouts}\n\n## 为什么 {#why}\n\n因为。参见[下一页](/zh/guide/start/next#setup)。`);
    const titles = (file: string, text: string) => problems({ [file]: text }).filter((e) => e.problem.startsWith('the callout title'));

    it('is an error at the title, in the page language, whatever the case or a trailing colon', () => {
      const text = enPage(':::tip[TIP]\nA.\n:::\n\n:::note[Note]\nB.\n:::\n\n:::details[details:]\nC.\n:::');
      expect(titles(EN, text)).toEqual([
        {
          where: `${EN}:${lineOf(text, ':::tip')}:8`,
          problem: 'the callout title "TIP" only repeats the default label of :::tip',
          fix: 'write ":::tip" without "[TIP]": the callout shows "TIP" by itself, or give it a title that says more',
        },
        expect.objectContaining({ where: `${EN}:${lineOf(text, ':::note')}:9`, problem: expect.stringContaining('"Note"') }),
        expect.objectContaining({ where: `${EN}:${lineOf(text, ':::details')}:12`, problem: expect.stringContaining(':::details') }),
      ]);
      const zh = zhPage(':::tip[提示]\n甲。\n:::\n\n:::note[注意]\n乙。\n:::\n\n  :::warning[ 警告： ]\n  丙。\n  :::');
      expect(titles(ZH, zh)).toEqual([
        expect.objectContaining({
          where: `${ZH}:${lineOf(zh, ':::tip')}:8`,
          problem: 'the callout title "提示" only repeats the default label of :::tip',
          fix: 'write ":::tip" without "[提示]": the callout shows "提示" by itself, or give it a title that says more',
        }),
        expect.objectContaining({ where: `${ZH}:${lineOf(zh, ':::note')}:9`, problem: expect.stringContaining(':::note') }),
        expect.objectContaining({ where: `${ZH}:${lineOf(zh, ':::warning')}:14`, problem: expect.stringContaining(':::warning') }),
      ]);
    });

    it("names the other language's default label, which reads untranslated on this page", () => {
      expect(titles(ZH, zhPage(':::tip[Tip]\n甲。\n:::'))).toEqual([
        expect.objectContaining({
          problem: 'the callout title "Tip" is the English default label of :::tip',
          fix: expect.stringContaining('shows "提示" by itself'),
        }),
      ]);
      expect(titles(EN, enPage(':::warning[警告]\nA.\n:::')).map((e) => e.problem)).toEqual([
        'the callout title "警告" is the Chinese default label of :::warning',
      ]);
    });

    it("accepts a title that says more, and another kind's label (:::warning[Note], :::warning[注意])", () => {
      expect(titles(EN, enPage(':::warning[Before you deploy]\nA.\n:::\n\n:::warning[Note]\nB.\n:::\n\n:::tip[Tips]\nC.\n:::'))).toEqual(
        [],
      );
      expect(titles(ZH, zhPage(':::warning[注意]\n甲。\n:::\n\n:::tip[提示一下]\n乙。\n:::'))).toEqual([]);
    });

    it('points into the fragment that holds the callout', () => {
      const fragment = '## 片段 {#fragment}\n\n:::tip[提示]\n片段里的提示。\n:::\n';
      const zh = zhPage("import Part from '../../fragments/part.mdx';\n\n<Part />");
      expect(problems({ [ZH]: zh, 'zh/fragments/part.mdx': fragment })).toContainEqual(
        expect.objectContaining({
          where: 'zh/fragments/part.mdx:3:8',
          problem: 'the callout title "提示" only repeats the default label of :::tip',
        }),
      );
    });
  });

  it('reports unknown components, empty sections and placeholder text', () => {
    expect(problems({ [EN]: intro(`<Fancy />\n\n${WHY}`) })[0].problem).toBe('unknown component <Fancy>');
    expect(problems({ [EN]: intro('## Why {#why}\n\n## Next {#setup}\n\nText.') }).map((e) => e.problem)).toContain(
      'section "Why" is empty',
    );
    expect(problems({ [EN]: intro('## Why {#why}\n\nTODO write this.') }).map((e) => e.problem)).toContain('placeholder text "TODO"');
  });

  it('asks a doc page for a description and for more than a stub of text, at its title', () => {
    const bare = '---\ntitle: Next\n---\n\nText.\n\n## Setup {#setup}\n\nDo it.\n';
    expect(problems({ [NEXT_EN]: bare })).toEqual([
      expect.objectContaining({ where: `${NEXT_EN}:2:1`, problem: 'the page has no description' }),
      expect.objectContaining({
        where: `${NEXT_EN}:2:1`,
        problem: expect.stringMatching(/^the page has \d+ characters of text/),
        fix: expect.stringMatching(/more than 600/),
      }),
    ]);
    const shortZh = '---\ntitle: 下一页\ndescription: 讲什么。\n---\n\n正文。\n\n## 安装 {#setup}\n\n照做。\n';
    expect(problems({ [NEXT_ZH]: shortZh })).toEqual([expect.objectContaining({ fix: expect.stringMatching(/more than 300/) })]);
  });

  it('names the fragment file for problems inside a fragment', () => {
    const include = (lang: 'en' | 'zh', title: string) =>
      mdx(lang, title, `import Shared from '../../fragments/shared.mdx';\n\n<Shared />`);
    const errors = problems({
      'en/fragments/shared.mdx': '## Shared {#shared}\n\nSee [x](/guide/start/gone).\n',
      'zh/fragments/shared.mdx': '## 共享 {#shared}\n\n正文。\n',
      [EN]: include('en', 'Introduction'),
      [ZH]: include('zh', '介绍'),
    });
    expect(errors).toEqual([
      expect.objectContaining({ where: 'en/fragments/shared.mdx:3:5', problem: 'link "/guide/start/gone" matches no page' }),
    ]);
  });

  it('reports every problem at once', () => {
    const errors = problems({
      [EN]: intro('## Why it matters\n\nSee [x](/nowhere).'),
      'sidebars/guide.json': sidebar(['introduction', 'next', 'ghost']),
    });
    expect(errors.map((e) => e.problem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^heading "Why it matters" has no explicit id/),
        'link "/nowhere" matches no page',
        expect.stringMatching(/^sidebar entry "ghost" names no page/),
      ]),
    );
  });

  it('checks content/redirects.json at each entry: from must no longer be a page, to must be one', () => {
    const list = JSON.stringify([{ from: '/guide/start/next', to: '/guide/gone' }, { from: '/old' }], null, 2);
    expect(problems({ 'redirects.json': list })).toEqual([
      {
        where: `redirects.json:${lineOf(list, '"from": "/guide/start/next"')}:5`,
        problem: 'entry 1: "/guide/start/next" is still a page',
        fix: expect.any(String),
      },
      {
        where: `redirects.json:${lineOf(list, '"to": "/guide/gone"')}:5`,
        problem: 'entry 1: "/guide/gone" matches no page',
        fix: expect.any(String),
      },
      {
        where: `redirects.json:${lineOf(list, '"from": "/old"') - 1}:3`,
        problem: 'entry 2 needs "from" and "to" site paths',
        fix: expect.any(String),
      },
    ]);
    expect(problems({ 'redirects.json': JSON.stringify([{ from: '/guide/old-intro', to: '/guide/start/introduction' }]) })).toEqual([]);
    expect(problems({ 'redirects.json': '[\n  { "from": "/a", }\n]' })[0]).toMatchObject({
      where: 'redirects.json:2:19',
      problem: expect.stringMatching(/not valid JSON/),
    });
  });

  it('reports no problem that concerns a line at 1:1', () => {
    const ghost = sidebar(['introduction', 'next', 'ghost']);
    const everything = problems({
      [EN]: intro('<Fancy />\n\n:::tip[TIP]\nx\n:::\n\n## Why it matters\n\nSee [x](/nowhere) and [y](#nope). TODO.', 'sidebarr: 1\n'),
      [ZH]: mdx('zh', '介绍', '## 为什么 {#reason}\n\n因为。'),
      [NEXT_EN]: '---\ntitle: Next\n---\n\nText.\n\n## Setup {#setup}\n\nDo it.\n',
      [NEXT_ZH]: undefined,
      'sidebars/guide.json': ghost,
      'redirects.json': JSON.stringify([{ from: '/guide/start/next', to: '/gone' }, { to: 1 }], null, 2),
    });
    expect(everything.length).toBeGreaterThan(10);
    expect(everything.filter((e) => e.where.endsWith(':1:1'))).toEqual([]);
  });
});
