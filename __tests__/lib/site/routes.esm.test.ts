import { findPage } from '@/lib/content/lookup';
import { getContent } from '@/lib/content/store';
import { describe as describePage, elementOf, pageMetadata, staticParams, titleOf } from '@/lib/site/routes';

const index = getContent();
const deploy = findPage('en', ['guide', 'basic', 'deploy'], index)!;

describe('page metadata', () => {
  it('titles pages "<title> - Rspress" and the home pages "Rspress - <titleSuffix>"', () => {
    expect(titleOf(deploy)).toBe('Deployment - Rspress');
    expect(titleOf(findPage('zh', [], index)!)).toBe('Rspress - 基于 Rsbuild 的静态站点生成器');
  });

  it('describes a page by its frontmatter, else by its first paragraph cut at a word', () => {
    expect(describePage(deploy)).toBe(deploy.record.frontmatter.description);
    const withoutDescription = { ...deploy, record: { ...deploy.record, frontmatter: { title: 'x' } } };
    const text = describePage(withoutDescription);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(deploy.analysis.sections[0].text.startsWith(text.replace(/…$/, ''))).toBe(true);
  });

  it('gives canonical and hreflang alternates for en, zh-CN and x-default', () => {
    const meta = pageMetadata('zh', ['api'], index);
    expect(meta.alternates).toEqual({
      canonical: 'https://rspress.dev/zh/api/',
      languages: { en: 'https://rspress.dev/api/', 'zh-CN': 'https://rspress.dev/zh/api/', 'x-default': 'https://rspress.dev/api/' },
    });
    expect(meta.openGraph).toMatchObject({ url: 'https://rspress.dev/zh/api/', locale: 'zh-CN' });
    expect(meta.robots).toBeUndefined();
  });
});

describe('routes', () => {
  it('generates one param set per page of the language', () => {
    expect(staticParams('zh', index)).toHaveLength(44);
    expect(staticParams('en', index)).toContainEqual({ slug: ['guide', 'basic', 'deploy'] });
    expect(staticParams('en', index)).toContainEqual({ slug: [] });
  });

  it('renders the home page, overview pages and doc pages with their own view', () => {
    expect(elementOf(findPage('en', [], index)!)).toBe('HomePage');
    expect(elementOf(findPage('en', ['api'], index)!)).toBe('OverviewPage');
    expect(elementOf(deploy)).toBe('DocPage');
  });
});
