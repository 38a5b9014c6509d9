import { breadcrumbs } from '@/lib/nav/breadcrumbs';
import type { NavItem, SidebarItem } from '@/lib/types';

const guide: NavItem = { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' };
const sidebar: SidebarItem[] = [
  {
    text: 'Getting Started',
    key: 'gettingStarted',
    items: [{ text: 'Introduction', link: '/guide/start/introduction', key: 'guide/start/introduction' }],
  },
  {
    text: 'Features',
    key: 'features',
    items: [
      { text: 'Deployment', link: '/guide/basic/deploy', key: 'guide/basic/deploy' },
      { text: 'Nested', key: 'nested', items: [{ text: 'Deep page', link: '/guide/basic/deep', key: 'guide/basic/deep' }] },
    ],
  },
  { text: 'Loose page', link: '/guide/loose', key: 'guide/loose' },
];

describe('breadcrumbs', () => {
  it('is section › group › page, the section linked to its first page and the groups as text', () => {
    expect(breadcrumbs('guide/basic/deploy', guide, sidebar)).toEqual([
      { text: 'Guide', link: '/guide/start/introduction' },
      { text: 'Features' },
      { text: 'Deployment', link: '/guide/basic/deploy' },
    ]);
  });

  it('has every group of a nested page, and none for a page at the top of its sidebar', () => {
    expect(breadcrumbs('guide/basic/deep', guide, sidebar).map((c) => c.text)).toEqual(['Guide', 'Features', 'Nested', 'Deep page']);
    expect(breadcrumbs('guide/loose', guide, sidebar).map((c) => c.text)).toEqual(['Guide', 'Loose page']);
  });

  it('is empty for a page in no sidebar, and does not repeat a section named like its page', () => {
    expect(breadcrumbs('index', guide, sidebar)).toEqual([]);
    const api: NavItem = { text: 'API', link: '/api/', activeMatch: '/api/' };
    expect(breadcrumbs('api/index', api, [{ text: 'API', link: '/api/', key: 'api/index' }])).toEqual([{ text: 'API', link: '/api/' }]);
  });
});
