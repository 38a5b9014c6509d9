import { buildContentIndex } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import { validateContent } from '@/tools/check/validate';

const index = buildContentIndex(loadContent());
const problems = validateContent(loadContent());

/**
 * The content issues' check, section by section: every page in both languages, the same heading ids,
 * no empty section, no dead internal link or anchor, no placeholder (all enforced by validateContent),
 * and a page that teaches rather than a stub.
 */
describe.each([
  ['guide', 19],
  ['plugin', 16],
  ['api', 8],
])('the %s section', (section, count) => {
  const pages = index.pages.filter((p) => p.key.split('/')[0] === section);

  it(`has its ${count} pages in English and Chinese`, () => {
    expect(pages.filter((p) => p.record.lang === 'en')).toHaveLength(count);
    expect(
      pages
        .filter((p) => p.record.lang === 'zh')
        .map((p) => p.key)
        .sort(),
    ).toEqual(
      pages
        .filter((p) => p.record.lang === 'en')
        .map((p) => p.key)
        .sort(),
    );
  });

  it('passes every content check', () => {
    expect(problems.filter((p) => p.file.includes(`/${section}/`)).map((p) => p.message)).toEqual([]);
  });

  it('has real text on every page and a description for search engines', () => {
    for (const page of pages) {
      // Chinese says the same in about half the characters; the overview and the fragment-based
      // component pages are short by design (their body is generated or included).
      const short = page.key.endsWith('index') || page.key.endsWith('components');
      const minimum = (short ? 60 : 600) / (page.record.lang === 'zh' ? 2 : 1);
      expect({ page: page.file, enough: page.analysis.plainText.length > minimum }).toEqual({ page: page.file, enough: true });
      expect({ page: page.file, description: typeof page.record.frontmatter.description }).toEqual({
        page: page.file,
        description: 'string',
      });
    }
  });
});
