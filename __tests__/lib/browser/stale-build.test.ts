import { isStaleBuildError, planReload, takeQuery, takeScroll } from '@/lib/browser/stale-build';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('isStaleBuildError', () => {
  it('knows the ways a missing chunk of the old build shows', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isStaleBuildError(chunk)).toBe(true);
    expect(isStaleBuildError(new Error('Failed to load chunk /_next/static/chunks/x.js from module 42'))).toBe(true);
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isStaleBuildError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isStaleBuildError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });
});

describe('planReload', () => {
  const url = 'https://rspress.dev/guide/start/introduction/';

  it('reloads once, then refuses the same URL for a while so that a real outage does not loop', () => {
    const store = memory();
    expect(planReload(store, { url, scrollY: 800 }, 1_000)).toBe(true);
    expect(planReload(store, { url, scrollY: 800 }, 5_000)).toBe(false);
    expect(planReload(store, { url: `${url}#x`, scrollY: 0 }, 5_000)).toBe(true);
    expect(planReload(store, { url, scrollY: 0 }, 40_000)).toBe(true);
  });

  it('keeps the scroll position and the query for the page loaded again, each taken once', () => {
    const store = memory();
    planReload(store, { url, scrollY: 1234, query: 'deploy' }, 1_000);
    expect(takeScroll(store, 'https://rspress.dev/other/')).toBeUndefined();
    planReload(store, { url, scrollY: 1234, query: 'deploy' }, 60_000);
    expect(takeScroll(store, url)).toBe(1234);
    expect(takeScroll(store, url)).toBeUndefined();
    expect(takeQuery(store, url)).toBe('deploy');
    expect(takeQuery(store, url)).toBeUndefined();
  });
});
