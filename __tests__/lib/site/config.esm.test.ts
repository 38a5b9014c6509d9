import { getContent } from '@/lib/content/store';
import { messagesOf } from '@/lib/i18n/messages';
import { flattenSidebar } from '@/lib/nav/sidebar';
import { buildLocale, editLinkHref } from '@/lib/site/config';

const index = getContent();
const en = buildLocale('en', index, messagesOf('en'));
const zh = buildLocale('zh', index, messagesOf('zh'));

describe('buildLocale', () => {
  it('builds the nav of the specification: one entry per section, linking to its first page', () => {
    expect(en.nav).toEqual([
      { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' },
      { text: 'Plugin', link: '/plugin/system/introduction', activeMatch: '/plugin/' },
      { text: 'API', link: '/api/', activeMatch: '/api/' },
    ]);
    expect(zh.nav.map((n) => [n.text, n.link])).toEqual([
      ['指南', '/zh/guide/start/introduction'],
      ['插件', '/zh/plugin/system/introduction'],
      ['API', '/zh/api/'],
    ]);
  });

  it('builds the sidebar groups of the specification in each language, expanded and collapsible', () => {
    expect(en.sidebar.guide.map((g) => g.text)).toEqual(['Getting Started', 'Features', 'Default Theme', 'Advanced']);
    expect(en.sidebar.plugin.map((g) => g.text)).toEqual(['Plugin System', 'Official Plugins', 'Community Plugins']);
    expect(en.sidebar.api.map((g) => g.text)).toEqual(['API Overview', 'Config', 'Client API', 'Commands']);
    expect(zh.sidebar.guide.map((g) => g.text)).toEqual(['开始', '特性', '默认主题', '高级能力']);
    for (const group of [...en.sidebar.guide, ...en.sidebar.plugin]) expect(group).toMatchObject({ collapsible: true, collapsed: false });
  });

  it('links only pages of its own language', () => {
    const links = Object.values(zh.sidebar).flatMap((items) => flattenSidebar(items).map((i) => i.link!));
    expect(links.length).toBe(43);
    expect(links.every((link) => link.startsWith('/zh/'))).toBe(true);
  });
});

describe('editLinkHref', () => {
  it('points at the source file of the language upstream', () => {
    expect(editLinkHref('zh', 'guide/basic/ssg.mdx')).toBe(
      'https://github.com/web-infra-dev/rspress/tree/main/packages/document/docs/zh/guide/basic/ssg.mdx',
    );
  });
});
