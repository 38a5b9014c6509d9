import { buildContentIndex, orderOf } from '@/lib/content';
import { counterpart, findPage, pagesOf } from '@/lib/content/lookup';
import type { ContentSource } from '@/lib/content/load';

/** An in-memory source: building the index reads no file. */
const source = (files: Record<string, string>): ContentSource => ({
  root: '/nowhere/content',
  files: new Map(Object.entries(files)),
  order: [{ section: 'guide', file: 'content/sidebars/guide.json', entries: ['a'] }],
  redirects: undefined,
  publicFiles: new Set(),
});

const index = buildContentIndex(
  source({
    'en/guide/a.mdx': '---\ntitle: A\n---\n\nimport S from "../fragments/s.mdx";\n\n<S />\n',
    'zh/guide/a.mdx': '---\ntitle: 甲\n---\n\n正文。\n',
    'en/fragments/s.mdx': '## Shared {#shared}\n\nText.\n',
    'en/index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
  }),
);

describe('buildContentIndex', () => {
  it('builds every page of both languages from the source, fragments spliced in and never pages', () => {
    expect(index.errors).toEqual([]);
    expect(index.pages.map((p) => p.record.routePath)).toEqual(['/guide/a', '/', '/zh/guide/a']);
    expect(findPage('en', ['guide', 'a'], index)?.record.toc.map((t) => t.id)).toEqual(['shared']);
  });

  it('names problems by the file path under the root, fragments by their own file', () => {
    const broken = buildContentIndex(source({ 'en/guide/a.mdx': '---\ntitle: A\n---\n\nimport S from "../fragments/s.mdx";\n\n<S />\n' }));
    expect(broken.errors.map((e) => e.problem)).toEqual(['imports "../fragments/s.mdx", which does not exist']);
    expect(broken.errors[0].file).toMatch(/nowhere\/content\/en\/guide\/a\.mdx$/);
  });
});

describe('queries', () => {
  it('find pages by language and slug, and a page in the other language', () => {
    expect(pagesOf('zh', index).map((p) => p.record.title)).toEqual(['甲']);
    expect(findPage('en', undefined, index)?.record.title).toBe('Home');
    expect(findPage('zh', [], index)).toBeUndefined();
    expect(counterpart(findPage('en', ['guide', 'a'], index)!, 'zh', index)?.record.title).toBe('甲');
  });

  it('give the nav order, or refuse an index whose order could not be read', () => {
    expect(orderOf(index).map((o) => o.section)).toEqual(['guide']);
    expect(() => orderOf({ ...index, order: { error: 'bad JSON' } })).toThrow(/bad JSON/);
  });
});
