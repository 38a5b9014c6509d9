import { getContent } from '@/lib/content/store';
import { buildSitemap } from '@/lib/site/sitemap';

describe('sitemap', () => {
  it('lists all 88 pages with both alternates and the date of each file', () => {
    const map = buildSitemap(getContent(), (file) => `date of ${file}`);
    expect(map).toHaveLength(88);
    const ssg = map.find((e) => e.url === 'https://rspress.dev/guide/basic/ssg/');
    expect(ssg?.alternates?.languages).toEqual({
      en: 'https://rspress.dev/guide/basic/ssg/',
      'zh-CN': 'https://rspress.dev/zh/guide/basic/ssg/',
    });
    expect(ssg?.lastModified).toBe('date of content/en/guide/basic/ssg.mdx');
  });
});
