import { getContent } from '@/lib/content/store';
import { createHash } from 'node:crypto';
import { searchFiles, searchPages } from '@/lib/search/indexing/index-file';
import { exportedPath } from '@/lib/urls';
import type { SearchPage } from '@/lib/search/engine/types';

/**
 * The search files of the real site. DocSearch groups hits by lvl0, which is each page's place: two
 * pages with the same place (two "Overview" pages in one sidebar group) would merge into one group.
 */
describe.each(['en', 'zh'] as const)('the %s search file', (lang) => {
  const { meta, files } = searchFiles(lang);
  const pages: SearchPage[] = searchPages(lang);

  it('are each named by a hash of their text, so a page of one build never reads a file of another', () => {
    const hash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 10);
    expect(meta).toBe(`${lang}.${hash(files.get(meta)!)}.json`);
    for (const [name, json] of files) if (name !== meta) expect(name).toBe(`${lang}/${hash(json)}.json`);
  });

  it('lists every page but the home page, once', () => {
    const expected = getContent()
      .pages.filter((p) => p.record.lang === lang && p.record.frontmatter.pageType !== 'home')
      .map((p) => exportedPath(p.record.routePath));
    expect(pages.map((p) => p.url).sort()).toEqual(expected.sort());
  });

  it('gives each page a place of its own, so that each page is one group in the dialog', () => {
    expect(new Set(pages.map((p) => p.place)).size).toBe(pages.length);
  });

  it('gives each page a title and a description, and each section its heading path', () => {
    for (const page of pages) {
      expect([page.url, page.title.trim() !== '', page.description.trim() !== '']).toEqual([page.url, true, true]);
      expect(page.sections[0]).toMatchObject({ id: '', path: [] });
      for (const section of page.sections.slice(1)) expect([section.id, section.path.length > 0]).toEqual([section.id, true]);
    }
  });
});
