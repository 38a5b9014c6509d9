import { breadcrumbList, jsonLd, techArticle } from '@/lib/metadata/structured-data';

/** What schema.org and search engines require of a BreadcrumbList: ListItems numbered from 1, each with a name and an absolute URL. */
function breadcrumbProblems(data: ReturnType<typeof breadcrumbList>): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (data['@type'] !== 'BreadcrumbList') problems.push('@type');
  if (!Array.isArray(data.itemListElement) || data.itemListElement.length === 0) problems.push('itemListElement');
  data.itemListElement.forEach((item, n) => {
    if (item['@type'] !== 'ListItem') problems.push(`${n}: @type`);
    if (item.position !== n + 1) problems.push(`${n}: position`);
    if (typeof item.name !== 'string' || !item.name) problems.push(`${n}: name`);
    if (!/^https?:\/\/[^/]+\//.test(item.item)) problems.push(`${n}: item`);
  });
  return problems;
}

describe('structured data', () => {
  const crumbs = [
    { text: 'Guide', link: '/guide/start/introduction' },
    { text: 'Features' },
    { text: 'Deployment', link: '/guide/basic/deploy' },
  ];

  it('gives a BreadcrumbList of the levels that have a page, in the shape schema.org defines', () => {
    const data = breadcrumbList(crumbs);
    expect(breadcrumbProblems(data)).toEqual([]);
    expect(data.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Guide', 'https://rspress.dev/guide/start/introduction/'],
      [2, 'Deployment', 'https://rspress.dev/guide/basic/deploy/'],
    ]);
  });

  it('would notice a list that breaks the shape', () => {
    const broken = breadcrumbList(crumbs);
    broken.itemListElement[1].position = 3;
    broken.itemListElement[0].item = '/relative/';
    expect(breadcrumbProblems(broken)).toEqual(['0: item', '1: position']);
  });

  it('gives a TechArticle with headline, description, language, date and address', () => {
    expect(
      techArticle({
        title: '部署',
        description: '发布站点。',
        lang: 'zh',
        routePath: '/zh/guide/basic/deploy',
        dateModified: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: '部署',
      description: '发布站点。',
      inLanguage: 'zh-CN',
      dateModified: '2026-11-20T10:00:00.000Z',
      url: 'https://rspress.dev/zh/guide/basic/deploy/',
      mainEntityOfPage: 'https://rspress.dev/zh/guide/basic/deploy/',
    });
  });

  it('writes JSON no text can end the script with', () => {
    expect(jsonLd({ headline: '</script><script>alert(1)</script>' })).toBe(
      '{"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
