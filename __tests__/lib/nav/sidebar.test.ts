import type { ContentPage } from '@/lib/content';
import type { Messages } from '@/lib/i18n/messages';
import type { Lang, SidebarItem } from '@/lib/types';
import type { SectionOrder } from '@/lib/content/order';
import { sectionOf } from '@/lib/urls';
import { buildNav, buildSidebars, flattenSidebar, prevNext, type OrderProblem } from '@/lib/nav/sidebar';

function page(key: string, title: string, lang: Lang = 'en'): ContentPage {
  const route = key.endsWith('/index') ? `/${key.slice(0, -'index'.length)}` : `/${key}`;
  return { key, record: { lang, title, routePath: lang === 'en' ? route : `/zh${route}` } } as unknown as ContentPage;
}

const messages = {
  nav: { guide: 'Guide', api: 'API' },
  sidebar: { gettingStarted: 'Getting Started', basic: 'Basic', apiOverview: 'API Overview', config: 'Config' },
} as unknown as Messages;

const pages: ContentPage[] = [
  page('guide/start/introduction', 'Introduction'),
  page('guide/start/getting-started', 'Quick Start'),
  page('guide/basic/deploy', 'Deployment'),
  page('api/index', 'Overview page title'),
  page('api/config/config-basic', 'Basic Config'),
  page('api/commands', 'Commands'),
  // Chinese pages must not leak into the English sidebar
  page('guide/start/introduction', '介绍', 'zh'),
  page('guide/zh-only', '仅中文', 'zh'),
];

const order: SectionOrder[] = [
  {
    section: 'guide',
    file: 'content/sidebars/guide.json',
    entries: [
      { label: 'gettingStarted', dir: 'start', items: ['introduction', 'getting-started'] },
      { label: 'basic', dir: 'basic', items: ['deploy'], collapsed: true },
    ],
  },
  {
    section: 'api',
    file: 'content/sidebars/api.json',
    entries: [{ page: 'index', label: 'apiOverview' }, { label: 'config', dir: 'config', items: ['config-basic'] }, 'commands'],
  },
];

describe('buildSidebars', () => {
  const sidebars = buildSidebars(order, pages, 'en', messages);

  it('builds one sidebar per section', () => {
    expect(Object.keys(sidebars)).toEqual(['guide', 'api']);
  });

  it('turns groups into collapsible items with the message label and nested pages', () => {
    expect(sidebars.guide[0]).toEqual({
      text: 'Getting Started',
      key: 'gettingStarted',
      collapsible: true,
      collapsed: false,
      items: [
        { text: 'Introduction', link: '/guide/start/introduction', key: 'guide/start/introduction' },
        { text: 'Quick Start', link: '/guide/start/getting-started', key: 'guide/start/getting-started' },
      ],
    });
  });

  it('keeps an explicit collapsed: true of the order file', () => {
    expect(sidebars.guide[1]).toMatchObject({ text: 'Basic', collapsible: true, collapsed: true });
  });

  it('uses the page title for a string entry and the message label for {page,label}', () => {
    expect(sidebars.api).toEqual([
      { text: 'API Overview', link: '/api/', key: 'api/index' },
      {
        text: 'Config',
        key: 'config',
        collapsible: true,
        collapsed: false,
        items: [{ text: 'Basic Config', link: '/api/config/config-basic', key: 'api/config/config-basic' }],
      },
      { text: 'Commands', link: '/api/commands', key: 'api/commands' },
    ]);
  });

  it('reports nothing when everything resolves', () => {
    const problems: OrderProblem[] = [];
    buildSidebars(order, pages, 'en', messages, problems);
    expect(problems).toEqual([]);
  });

  it('only uses pages of the requested language', () => {
    const zh = buildSidebars(order, pages, 'zh', messages);
    expect(zh.guide[0].items).toEqual([{ text: '介绍', link: '/zh/guide/start/introduction', key: 'guide/start/introduction' }]);
  });

  it('leaves out a missing page and reports it with the order file', () => {
    const problems: OrderProblem[] = [];
    const result = buildSidebars(
      [{ section: 'guide', file: 'content/sidebars/guide.json', entries: ['start/introduction', 'missing-page'] }],
      pages,
      'en',
      messages,
      problems,
    );
    expect(result.guide).toEqual([{ text: 'Introduction', link: '/guide/start/introduction', key: 'guide/start/introduction' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('content/sidebars/guide.json');
    expect(problems[0].problem).toContain('"missing-page"');
    expect(problems[0].problem).toContain('content/en/guide/missing-page.mdx');
    expect(problems[0].fix).toContain('content/sidebars/guide.json');
  });

  it('reports a missing page inside a group with its full key', () => {
    const problems: OrderProblem[] = [];
    const result = buildSidebars(
      [{ section: 'guide', file: 'g.json', entries: [{ label: 'basic', dir: 'basic', items: ['deploy', 'nope'] }] }],
      pages,
      'en',
      messages,
      problems,
    );
    expect(result.guide[0].items).toHaveLength(1);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'g.json', problem: expect.stringContaining('content/en/guide/basic/nope.mdx') }),
    ]);
  });

  it('falls back to the key and reports a missing label key, for pages and groups', () => {
    const problems: OrderProblem[] = [];
    const result = buildSidebars(
      [
        {
          section: 'api',
          file: 'content/sidebars/api.json',
          entries: [
            { page: 'index', label: 'noSuchLabel' },
            { label: 'noSuchGroup', dir: 'config', items: ['config-basic'] },
          ],
        },
      ],
      pages,
      'en',
      messages,
      problems,
    );
    expect(result.api[0]).toEqual({ text: 'noSuchLabel', link: '/api/', key: 'api/index' });
    expect(result.api[1]).toMatchObject({ text: 'noSuchGroup', key: 'noSuchGroup', collapsible: true });
    expect(problems).toHaveLength(2);
    expect(problems.map((p) => p.file)).toEqual(['content/sidebars/api.json', 'content/sidebars/api.json']);
    expect(problems[0].problem).toContain('"noSuchLabel"');
    expect(problems[0].problem).toContain('messages/en.json');
    expect(problems[1].problem).toContain('"noSuchGroup"');
  });
});

describe('flattenSidebar', () => {
  it('lists the pages in reading order, groups flattened, groups themselves left out', () => {
    const items: SidebarItem[] = [
      { text: 'A', link: '/a', key: 'a' },
      {
        text: 'G',
        key: 'g',
        items: [
          { text: 'B', link: '/b', key: 'b' },
          { text: 'H', key: 'h', items: [{ text: 'C', link: '/c', key: 'c' }] },
        ],
      },
      { text: 'No link', key: 'x' },
      { text: 'D', link: '/d', key: 'd' },
    ];
    expect(flattenSidebar(items).map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is empty for an empty sidebar', () => {
    expect(flattenSidebar([])).toEqual([]);
  });
});

describe('buildNav', () => {
  const sidebars = buildSidebars(order, pages, 'en', messages);

  it('links each section to its first page with activeMatch /<section>/', () => {
    expect(buildNav(order, sidebars, messages)).toEqual([
      { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' },
      { text: 'API', link: '/api/', activeMatch: '/api/' },
    ]);
  });

  it('uses the section name without a message and / without pages', () => {
    const nav = buildNav([{ section: 'plugin', file: 'p.json', entries: [] }], { plugin: [] }, messages);
    expect(nav).toEqual([{ text: 'plugin', link: '/', activeMatch: '/plugin/' }]);
  });
});

describe('sectionOf', () => {
  it('is the first folder of the key', () => {
    expect(sectionOf('guide/start/introduction')).toBe('guide');
    expect(sectionOf('api/index')).toBe('api');
  });
});

describe('prevNext', () => {
  const sidebars = buildSidebars(order, pages, 'en', messages);

  it('has no previous page at the start', () => {
    const { prev, next } = prevNext(sidebars, 'guide/start/introduction');
    expect(prev).toBeUndefined();
    expect(next).toMatchObject({ key: 'guide/start/getting-started', link: '/guide/start/getting-started' });
  });

  it('links both ways in the middle, across groups', () => {
    const { prev, next } = prevNext(sidebars, 'guide/start/getting-started');
    expect(prev?.key).toBe('guide/start/introduction');
    expect(next?.key).toBe('guide/basic/deploy');
    const api = prevNext(sidebars, 'api/config/config-basic');
    expect(api.prev?.text).toBe('API Overview');
    expect(api.next?.text).toBe('Commands');
  });

  it('has no next page at the end', () => {
    const { prev, next } = prevNext(sidebars, 'guide/basic/deploy');
    expect(prev?.key).toBe('guide/start/getting-started');
    expect(next).toBeUndefined();
  });

  it('is empty for a key in no sidebar', () => {
    expect(prevNext(sidebars, 'guide/nope')).toEqual({});
    expect(prevNext(sidebars, 'nosection/page')).toEqual({});
  });
});
