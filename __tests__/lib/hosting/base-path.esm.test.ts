import { normalizeBasePath, withBasePath } from '@/lib/hosting/base-path.mjs';
import { absoluteUrl } from '@/lib/hosting/url';

describe('base path', () => {
  it('is empty unless set, and always /segment without a trailing slash when set', () => {
    expect(normalizeBasePath(undefined)).toBe('');
    expect(normalizeBasePath('')).toBe('');
    expect(normalizeBasePath('/')).toBe('');
    expect(normalizeBasePath('/docs')).toBe('/docs');
    expect(normalizeBasePath('/docs/')).toBe('/docs');
    expect(normalizeBasePath('docs')).toBe('/docs');
    expect(normalizeBasePath(' /my-repo.v2/ ')).toBe('/my-repo.v2');
    expect(normalizeBasePath('/org/site')).toBe('/org/site');
  });

  it('refuses what cannot be a path prefix, so a typo fails the build', () => {
    for (const bad of ['/a b', '//docs', '/docs//x', 'https://x.github.io/repo', '/docs?x', '/docs#x']) {
      expect(() => normalizeBasePath(bad)).toThrow(/not a path prefix/);
    }
  });

  it('prefixes site paths, and nothing when there is no base path', () => {
    expect(withBasePath('/search-index/en.json', '/docs')).toBe('/docs/search-index/en.json');
    expect(withBasePath('/', '/docs')).toBe('/docs/');
    expect(withBasePath('/search-index/en.json', '')).toBe('/search-index/en.json');
  });

  it('puts the base path between the origin and the page in absolute URLs', () => {
    expect(absoluteUrl('/guide/basic/deploy', 'https://user.github.io/repo')).toBe('https://user.github.io/repo/guide/basic/deploy/');
    expect(absoluteUrl('/zh/', 'https://user.github.io/repo')).toBe('https://user.github.io/repo/zh/');
  });
});
