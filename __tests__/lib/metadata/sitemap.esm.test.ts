import { buildSitemap } from '@/lib/metadata/sitemap';
import { siteIndex } from '../site/fixture';

describe('sitemap', () => {
  const map = buildSitemap(siteIndex(), (file) => `date of ${file.replace(/^.*content-[^/]+\//, '')}`);

  it('lists every written page of both languages with the date of its file', () => {
    expect(map.map((e) => e.url).sort()).toEqual(
      [
        '/',
        '/zh/',
        '/guide/start/introduction/',
        '/zh/guide/start/introduction/',
        '/guide/start/next/',
        '/api/',
        '/zh/api/',
        '/api/commands/',
        '/zh/api/commands/',
      ]
        .map((p) => `https://rspress.dev${p}`)
        .sort(),
    );
    expect(map.find((e) => e.url === 'https://rspress.dev/zh/api/commands/')?.lastModified).toBe('date of zh/api/commands.mdx');
  });

  it('gives each page its written translations as alternates, and a page awaiting translation none', () => {
    expect(map.find((e) => e.url === 'https://rspress.dev/api/commands/')?.alternates?.languages).toEqual({
      en: 'https://rspress.dev/api/commands/',
      'zh-CN': 'https://rspress.dev/zh/api/commands/',
    });
    expect(map.find((e) => e.url === 'https://rspress.dev/guide/start/next/')?.alternates?.languages).toEqual({
      en: 'https://rspress.dev/guide/start/next/',
    });
  });
});
