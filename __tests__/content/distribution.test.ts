import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContentIndex, findPage } from '@/lib/content';
import { pageMarkdown } from '@/lib/content/markdown';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath } from '@/lib/site/llms';
import { redirectPage, writeRedirectPages } from '@/lib/site/redirects';
import { findRedirect } from '@/lib/site/redirects-match';
import { describe as describePage, pageMetadata, titleOf } from '@/lib/site/routes';
import { buildSitemap } from '@/lib/site/sitemap';
import { isPreview, previewInfo } from '@/lib/site/preview';
import { siteUrl } from '@/lib/site/url';
import { validateContent } from '@/lib/content/validate';
import { makeTree, VALID_TREE } from './fixture';

const index = buildContentIndex();

describe('page metadata', () => {
  it('titles pages "<title> - Rspress" and the home pages "Rspress - <titleSuffix>"', () => {
    expect(titleOf(findPage('en', ['guide', 'basic', 'deploy'], index)!)).toBe('Deployment - Rspress');
    expect(titleOf(findPage('zh', [], index)!)).toBe('Rspress - 基于 Rsbuild 的静态站点生成器');
  });

  it('describes a page by its frontmatter, else by its first paragraph cut at a word', () => {
    const page = findPage('en', ['guide', 'basic', 'deploy'], index)!;
    expect(describePage(page)).toBe(page.record.frontmatter.description);
    const withoutDescription = { ...page, record: { ...page.record, frontmatter: { title: 'x' } } };
    const text = describePage(withoutDescription);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(page.analysis.sections[0].text.startsWith(text.replace(/…$/, ''))).toBe(true);
  });

  it('gives canonical and hreflang alternates for en, zh-CN and x-default', () => {
    const meta = pageMetadata('zh', ['api']);
    expect(meta.alternates).toEqual({
      canonical: 'https://rspress.dev/zh/api/',
      languages: { en: 'https://rspress.dev/api/', 'zh-CN': 'https://rspress.dev/zh/api/', 'x-default': 'https://rspress.dev/api/' },
    });
    expect(meta.openGraph).toMatchObject({ url: 'https://rspress.dev/zh/api/', locale: 'zh-CN' });
    expect(meta.robots).toBeUndefined();
  });
});

describe('preview deployments', () => {
  it('are recognised from VERCEL_ENV with branch and short commit', () => {
    expect(isPreview({ VERCEL_ENV: 'production' })).toBe(false);
    expect(previewInfo({ VERCEL_ENV: 'preview', VERCEL_GIT_COMMIT_REF: 'docs/fix', VERCEL_GIT_COMMIT_SHA: '0123456789abcdef' })).toEqual({
      branch: 'docs/fix',
      commit: '0123456',
    });
  });
});

describe('site URL', () => {
  it("is rspress.dev, or the configured origin, or a Vercel preview's own address", () => {
    expect(siteUrl({})).toBe('https://rspress.dev');
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://docs.example.com/' })).toBe('https://docs.example.com');
    expect(siteUrl({ VERCEL_ENV: 'preview', VERCEL_URL: 'rspress-git-fix.vercel.app' })).toBe('https://rspress-git-fix.vercel.app');
    expect(siteUrl({ VERCEL_ENV: 'production', VERCEL_URL: 'x.vercel.app' })).toBe('https://rspress.dev');
  });
});

describe('sitemap', () => {
  it('lists all 88 pages with both alternates', () => {
    const map = buildSitemap(index, () => '2026-01-01T00:00:00.000Z');
    expect(map).toHaveLength(88);
    expect(map.find((e) => e.url === 'https://rspress.dev/guide/basic/ssg/')?.alternates?.languages).toEqual({
      en: 'https://rspress.dev/guide/basic/ssg/',
      'zh-CN': 'https://rspress.dev/zh/guide/basic/ssg/',
    });
  });
});

describe('Markdown twins and llms.txt', () => {
  it('places a twin next to each page', () => {
    expect(markdownPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownPath('/zh/api/')).toBe('/zh/api/index.md');
  });

  it('writes clean Markdown: title, callouts as quotes, install tabs as one code block, no JSX, absolute links', () => {
    const md = pageMarkdown(findPage('en', ['guide', 'start', 'getting-started'], index)!);
    expect(md.startsWith('# Quick start\n')).toBe(true);
    const prose = md.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
    expect(prose).not.toMatch(/^import /m);
    expect(prose).not.toMatch(/\{#[a-z0-9-]+\}/);
    expect(md).toMatch(/```bash\nnpm .*\nyarn .*\npnpm .*\nbun .*\n```/);
    expect(md).toMatch(/\]\(https:\/\/rspress\.dev\//);
  });

  it('includes fragments in the twin of a page that imports them', () => {
    const md = pageMarkdown(findPage('zh', ['guide', 'default-theme', 'components'], index)!);
    expect(md).toMatch(/^## Badge$/m);
  });

  it('lists every section with one line per page in llms.txt', () => {
    const txt = buildLlmsTxt(index, 'en');
    expect(txt.startsWith('# Rspress\n\n> ')).toBe(true);
    expect(txt.match(/^## /gm)).toHaveLength(3);
    expect(txt.match(/^- \[/gm)).toHaveLength(43);
    expect(txt).toContain('- [Deployment](https://rspress.dev/guide/basic/deploy.md): ');
    expect(buildLlmsTxt(index, 'zh')).toContain('## 指南');
  });

  it('puts every page of the language into llms-full.txt', () => {
    const full = buildLlmsFullTxt(index, 'en');
    expect(full.match(/^Source: /gm)).toHaveLength(43);
    expect(full).toContain('# Deployment\n');
    expect(full).not.toContain('# 项目部署\n');
  });
});

describe('redirects', () => {
  it('renders a page that leaves at once, keeps the hash, and names the target canonical', () => {
    const html = redirectPage('/guide/basic/deploy');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide/basic/deploy/">');
    expect(html).toContain('<link rel="canonical" href="https://rspress.dev/guide/basic/deploy/">');
    expect(html).toContain('location.replace("/guide/basic/deploy/"+location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('writes one page per entry of the list (fixture)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const files = writeRedirectPages(out, [{ from: '/guide/old-page', to: '/guide/basic/deploy' }]);
    expect(files).toEqual([path.join(out, 'guide/old-page/index.html')]);
    expect(fs.readFileSync(files[0], 'utf8')).toContain('url=/guide/basic/deploy/');
  });

  it('matches a request path with or without the trailing slash (server mode)', () => {
    const list = [{ from: '/old/', to: '/new' }];
    expect(findRedirect('/old', list)).toEqual(list[0]);
    expect(findRedirect('/old/', list)).toEqual(list[0]);
    expect(findRedirect('/older', list)).toBeUndefined();
  });

  it('is checked by npm run check: from must no longer be a page, to must be one', () => {
    const root = makeTree({
      ...VALID_TREE,
      'redirects.json': JSON.stringify([{ from: '/guide/start/next', to: '/guide/gone' }, { from: '/old' }]),
    });
    const problems = validateContent(root, { publicDir: root }).map((e) => e.problem);
    expect(problems).toEqual([
      'entry 1: "/guide/start/next" is still a page',
      'entry 1: "/guide/gone" matches no page',
      'entry 2 needs "from" and "to" site paths',
    ]);
    const ok = makeTree({
      ...VALID_TREE,
      'redirects.json': JSON.stringify([{ from: '/guide/old-intro', to: '/guide/start/introduction' }]),
    });
    expect(validateContent(ok, { publicDir: ok })).toEqual([]);
  });
});
