import type { ContentPage } from '@/lib/content';
import type { SidebarItem, TocItem } from '@/lib/types';
import { buildOverview, filterOverview, type OverviewGroup } from '@/lib/nav/overview';

function page(key: string, toc: Partial<TocItem>[] = []): ContentPage {
  return { key, record: { lang: 'en', title: key, routePath: `/${key}`, toc } } as unknown as ContentPage;
}

const pages = [
  page('api/index', [{ text: 'Self', id: 'self', depth: 2 }]),
  page('api/config/config-basic', [
    { text: 'root', id: 'root', depth: 2 },
    { text: 'root detail', id: 'root-detail', depth: 3 },
    { text: 'base', id: 'base', depth: 2 },
    { text: 'deep', id: 'deep', depth: 4 },
  ]),
  page('api/config/config-theme', [{ text: 'nav', id: 'nav', depth: 2 }]),
  page('api/client-api/api-runtime', [{ text: 'usePageData', id: 'usepagedata', depth: 2 }]),
  page('api/commands', [
    { text: 'rspress dev', id: 'rspress-dev', depth: 2 },
    { text: 'rspress build', id: 'rspress-build', depth: 2 },
  ]),
  page('api/no-headings'),
];

const sidebar: SidebarItem[] = [
  { text: 'API Overview', link: '/api/', key: 'api/index' },
  {
    text: 'Config',
    key: 'config',
    collapsible: true,
    items: [
      { text: 'Basic Config', link: '/api/config/config-basic', key: 'api/config/config-basic' },
      { text: 'Theme Config', link: '/api/config/config-theme', key: 'api/config/config-theme' },
    ],
  },
  {
    text: 'Client API',
    key: 'clientApi',
    items: [{ text: 'Runtime API', link: '/api/client-api/api-runtime', key: 'api/client-api/api-runtime' }],
  },
  { text: 'Commands', link: '/api/commands', key: 'api/commands' },
  { text: 'No headings', link: '/api/no-headings', key: 'api/no-headings' },
];

describe('buildOverview', () => {
  const groups = buildOverview(sidebar, pages, 'en', 'api/index', 'Others');

  it('groups the pages as the sidebar does, loose pages last under the others title', () => {
    expect(groups.map((g) => g.title)).toEqual(['Config', 'Client API', 'Others']);
    expect(groups[0].entries.map((e) => e.title)).toEqual(['Basic Config', 'Theme Config']);
    expect(groups[1].entries.map((e) => e.title)).toEqual(['Runtime API']);
  });

  it('leaves the overview page itself out of the others group', () => {
    expect(groups[2].entries.map((e) => e.link)).toEqual(['/api/commands', '/api/no-headings']);
  });

  it('lists only depth-2 headings, linked as link#id', () => {
    expect(groups[0].entries[0]).toEqual({
      title: 'Basic Config',
      link: '/api/config/config-basic',
      headings: [
        { text: 'root', link: '/api/config/config-basic#root' },
        { text: 'base', link: '/api/config/config-basic#base' },
      ],
    });
    expect(groups[2].entries[1].headings).toEqual([]);
  });

  it('has no others group when every loose page is the overview itself', () => {
    const only = buildOverview([sidebar[0], sidebar[1]], pages, 'en', 'api/index', 'Others');
    expect(only.map((g) => g.title)).toEqual(['Config']);
  });

  it('skips sidebar items without a page and groups left empty', () => {
    const result = buildOverview(
      [
        { text: 'Ghost group', key: 'ghost', items: [{ text: 'Ghost', link: '/api/ghost', key: 'api/ghost' }] },
        { text: 'Ghost 2', link: '/api/ghost2', key: 'api/ghost2' },
      ],
      pages,
      'en',
      'api/index',
      'Others',
    );
    expect(result).toEqual([]);
  });
});

describe('filterOverview', () => {
  const groups: OverviewGroup[] = buildOverview(sidebar, pages, 'en', 'api/index', 'Others');

  it('returns everything for a blank keyword', () => {
    expect(filterOverview(groups, '')).toBe(groups);
    expect(filterOverview(groups, '   ')).toBe(groups);
  });

  it('keeps a page whose title matches, with all its headings, case-insensitively', () => {
    const result = filterOverview(groups, 'THEME config');
    expect(result).toEqual([
      {
        title: 'Config',
        entries: [
          { title: 'Theme Config', link: '/api/config/config-theme', headings: [{ text: 'nav', link: '/api/config/config-theme#nav' }] },
        ],
      },
    ]);
  });

  it('narrows a page to the matching headings when only headings match', () => {
    const result = filterOverview(groups, 'Build');
    expect(result).toEqual([
      {
        title: 'Others',
        entries: [{ title: 'Commands', link: '/api/commands', headings: [{ text: 'rspress build', link: '/api/commands#rspress-build' }] }],
      },
    ]);
  });

  it('matches headings case-insensitively', () => {
    const result = filterOverview(groups, 'usepagedata');
    expect(result.map((g) => g.title)).toEqual(['Client API']);
    expect(result[0].entries[0].headings.map((h) => h.text)).toEqual(['usePageData']);
  });

  it('trims the keyword', () => {
    expect(filterOverview(groups, '  root  ')[0].entries[0].headings.map((h) => h.text)).toEqual(['root']);
  });

  it('drops groups left empty and returns [] when nothing matches', () => {
    expect(filterOverview(groups, 'rspress').map((g) => g.title)).toEqual(['Others']);
    expect(filterOverview(groups, 'zzzz-nothing')).toEqual([]);
  });

  it('does not change the groups it is given', () => {
    const before = JSON.stringify(groups);
    filterOverview(groups, 'build');
    expect(JSON.stringify(groups)).toBe(before);
  });
});
