import { messagesOf } from '@/lib/i18n/messages';
import { flattenSidebar } from '@/lib/nav/sidebar';
import { buildLocale } from '@/lib/nav/locale-nav';
import { siteIndex } from '../site/fixture';

const index = siteIndex();
const en = buildLocale('en', index, messagesOf('en'));
const zh = buildLocale('zh', index, messagesOf('zh'));

describe('buildLocale', () => {
  it('builds one nav entry per section, in nav.json order, linking to its first page', () => {
    expect(en.nav).toEqual([
      { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' },
      { text: 'API', link: '/api/', activeMatch: '/api/' },
    ]);
    expect(zh.nav.map((n) => [n.text, n.link])).toEqual([
      ['指南', '/zh/guide/start/introduction'],
      ['API', '/zh/api/'],
    ]);
  });

  it('labels sidebar groups from the messages, expanded and collapsible', () => {
    expect(en.sidebar.guide.map((g) => g.text)).toEqual(['Getting Started']);
    expect(zh.sidebar.guide.map((g) => g.text)).toEqual(['开始']);
    expect(en.sidebar.api.map((g) => g.text)).toEqual(['API Overview', 'Commands']);
    expect(en.sidebar.guide[0]).toMatchObject({ collapsible: true, collapsed: false });
  });

  it('links only pages of its own language, a page awaiting translation included', () => {
    const links = Object.values(zh.sidebar).flatMap((items) => flattenSidebar(items).map((i) => i.link!));
    expect(links).toEqual(['/zh/guide/start/introduction', '/zh/guide/start/next', '/zh/api/', '/zh/api/commands']);
  });
});
