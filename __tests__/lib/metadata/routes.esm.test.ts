import { findPage } from '@/lib/content/lookup';
import { describe as describePage, elementOf, pageMetadata, staticParams, titleOf } from '@/lib/metadata/routes';
import { siteIndex } from '../site/fixture';

const index = siteIndex();
const deploy = findPage('en', ['api', 'commands'], index)!;

describe('page metadata', () => {
  it('titles pages "<title> - Rspress" and the home pages "Rspress - <titleSuffix>"', () => {
    expect(titleOf(deploy)).toBe('Commands - Rspress');
    expect(titleOf(findPage('zh', [], index)!)).toBe('Rspress - 文档');
  });

  it('describes a page by its frontmatter, else by its first paragraph cut at a word', () => {
    expect(describePage(deploy)).toBe(deploy.record.frontmatter.description);
    const withoutDescription = { ...deploy, record: { ...deploy.record, frontmatter: { title: 'x' } } };
    const text = describePage(withoutDescription);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(deploy.analysis.sections[0].text.startsWith(text.replace(/…$/, ''))).toBe(true);
  });

  it('gives canonical and hreflang alternates for en, zh-CN and x-default, and the Markdown twin', () => {
    const meta = pageMetadata('zh', ['api'], index);
    expect(meta.alternates).toEqual({
      canonical: 'https://rspress.dev/zh/api/',
      languages: { en: 'https://rspress.dev/api/', 'zh-CN': 'https://rspress.dev/zh/api/', 'x-default': 'https://rspress.dev/api/' },
      types: { 'text/markdown': 'https://rspress.dev/zh/api/index.md' },
    });
    expect(pageMetadata('en', ['api', 'commands'], index).alternates?.types).toEqual({
      'text/markdown': 'https://rspress.dev/api/commands.md',
    });
    expect(meta.openGraph).toMatchObject({ url: 'https://rspress.dev/zh/api/', locale: 'zh-CN' });
    const card = { url: 'https://rspress.dev/og/zh/api/index.png', width: 1200, height: 630, alt: 'API 概览' };
    expect(meta.openGraph?.images).toEqual([card]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
    expect(meta.robots).toBeUndefined();
  });

  it('names the English page canonical for a page awaiting translation, and claims no translation', () => {
    const english = {
      canonical: 'https://rspress.dev/guide/start/next/',
      languages: { en: 'https://rspress.dev/guide/start/next/', 'x-default': 'https://rspress.dev/guide/start/next/' },
    };
    // Each address names its own twin: the Chinese one holds the English text under its Chinese labels.
    expect(pageMetadata('zh', ['guide', 'start', 'next'], index).alternates).toEqual({
      ...english,
      types: { 'text/markdown': 'https://rspress.dev/zh/guide/start/next.md' },
    });
    expect(pageMetadata('en', ['guide', 'start', 'next'], index).alternates).toEqual({
      ...english,
      types: { 'text/markdown': 'https://rspress.dev/guide/start/next.md' },
    });
  });
});

describe('routes', () => {
  it('generates one param set per page of the language, a page awaiting translation included', () => {
    const slugs = (lang: 'en' | 'zh') =>
      staticParams(lang, index)
        .map((p) => p.slug.join('/'))
        .sort();
    expect(slugs('en')).toEqual(['', 'api', 'api/commands', 'guide/start/introduction', 'guide/start/next']);
    expect(slugs('zh')).toEqual(slugs('en'));
  });

  it('renders the home page, overview pages and doc pages with their own view', () => {
    expect(elementOf(findPage('en', [], index)!)).toBe('HomePage');
    expect(elementOf(findPage('en', ['api'], index)!)).toBe('OverviewPage');
    expect(elementOf(deploy)).toBe('DocPage');
  });
});
