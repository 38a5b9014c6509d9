import { absoluteMarkdownUrl, absoluteUrl, siteUrl } from '@/lib/hosting/url';

describe('site URL', () => {
  it("is rspress.dev, or the configured origin, or a Vercel preview's own address", () => {
    expect(siteUrl({})).toBe('https://rspress.dev');
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://docs.example.com/' })).toBe('https://docs.example.com');
    expect(siteUrl({ VERCEL_ENV: 'preview', VERCEL_URL: 'rspress-git-fix.vercel.app' })).toBe('https://rspress-git-fix.vercel.app');
    expect(siteUrl({ VERCEL_ENV: 'production', VERCEL_URL: 'x.vercel.app' })).toBe('https://rspress.dev');
  });

  it("writes a page's absolute URL with the trailing slash of its exported address", () => {
    expect(absoluteUrl('/guide/basic/ssg')).toBe('https://rspress.dev/guide/basic/ssg/');
    expect(absoluteUrl('/api/')).toBe('https://rspress.dev/api/');
  });

  it("writes the absolute URL of a page's Markdown twin, under the site's root", () => {
    expect(absoluteMarkdownUrl('/guide/basic/ssg')).toBe('https://rspress.dev/guide/basic/ssg.md');
    expect(absoluteMarkdownUrl('/zh/api/')).toBe('https://rspress.dev/zh/api/index.md');
    expect(absoluteMarkdownUrl('/', 'https://user.github.io/repo')).toBe('https://user.github.io/repo/index.md');
  });
});
