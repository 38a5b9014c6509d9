import { spawnSync } from 'node:child_process';
import path from 'node:path';
import vm from 'node:vm';
import { runTs } from '../../run-ts';

const ROOT = process.cwd();

/** Every hand-built URL, as a process with this NEXT_PUBLIC_BASE_PATH (or none) builds it. */
function urls(basePath?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://user.github.io' };
  delete env.NEXT_PUBLIC_BASE_PATH;
  if (basePath !== undefined) env.NEXT_PUBLIC_BASE_PATH = basePath;
  const result = runTs(path.join(ROOT, '__tests__/lib/hosting/fixtures/base-path-urls.tsx'), [], { env });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

/** Next's config as `next build` loads it with this NEXT_PUBLIC_BASE_PATH (or none). */
function nextConfig(basePath?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NEXT_PUBLIC_BASE_PATH;
  if (basePath !== undefined) env.NEXT_PUBLIC_BASE_PATH = basePath;
  // The config is a function of Next's phase; `next build` calls it with this one.
  const code =
    "import('./next.config.mjs').then((c) => console.log(JSON.stringify({ basePath: c.default('phase-production-build').basePath ?? null })))";
  return spawnSync(process.execPath, ['-e', code], { cwd: ROOT, env, encoding: 'utf8' });
}

/** The `<html lang>` the blocking theme script sets on a page at `pathname` (undefined: left as rendered). */
function langSetByThemeScript(script: string, pathname: string): string | undefined {
  const html: { lang?: string; classList: { toggle(): void }; style: Record<string, string> } = {
    classList: { toggle() {} },
    style: {},
  };
  const context = {
    document: { documentElement: html },
    localStorage: { getItem: () => null },
    matchMedia: () => ({ matches: false }),
    location: { pathname },
  };
  vm.runInNewContext(script, context);
  return html.lang;
}

describe('NEXT_PUBLIC_BASE_PATH', () => {
  const plain = urls();
  const docs = urls('/docs/');

  it('changes nothing when unset', () => {
    expect(plain.BASE_PATH).toBe('');
    expect(plain.SITE_ROOT).toBe('https://user.github.io');
    expect(plain.absoluteUrl).toBe('https://user.github.io/guide/basic/deploy/');
    expect(plain.markdownHref).toBe('/zh/api/index.md');
    expect(plain.searchIndexUrl).toBe('/search-index/en.0123456789.json');
    expect(plain.openableHitUrl).toEqual(['/guide/start/introduction/#why', 'https://rspress.dev/x/']);
    expect(plain.robotsSitemap).toBe('https://user.github.io/sitemap.xml');
    expect(plain.redirectPage).toContain('url=/guide/basic/deploy/"');
    expect(plain.themeScript).toContain("if(location.pathname.indexOf('zh')!==-1)");
    expect(nextConfig().stdout.trim()).toBe('{"basePath":null}');
  });

  it('prefixes every URL the site builds by hand', () => {
    expect(docs.BASE_PATH).toBe('/docs');
    expect(docs.SITE_ROOT).toBe('https://user.github.io/docs');
    expect(docs.absoluteUrl).toBe('https://user.github.io/docs/guide/basic/deploy/');
    expect(docs.markdownHref).toBe('/docs/zh/api/index.md');
    expect(docs.searchIndexUrl).toBe('/docs/search-index/en.0123456789.json');
    expect(docs.openableHitUrl).toEqual(['/docs/guide/start/introduction/#why', 'https://rspress.dev/x/']);
    expect(docs.robotsSitemap).toBe('https://user.github.io/docs/sitemap.xml');
    expect(docs.redirectPage).toContain('<link rel="canonical" href="https://user.github.io/docs/guide/basic/deploy/">');
    expect(docs.redirectPage).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/basic/deploy/">');
    expect(docs.redirectPage).toContain('location.replace("/docs/guide/basic/deploy/"+location.hash)');
    expect(docs.redirectPage).toContain('<a href="/docs/guide/basic/deploy/">');
    expect(nextConfig('/docs/').stdout.trim()).toBe('{"basePath":"/docs"}');
  });

  it('leaves the paths of files inside out/ alone (the host maps the base path onto out/)', () => {
    for (const urlsOf of [plain, docs]) {
      expect(urlsOf.markdownPath).toBe('/zh/api/index.md');
      expect(urlsOf.searchIndexPath).toBe('/search-index/en.0123456789.json');
      expect(urlsOf.redirectFile).toBe('/old/index.html');
    }
  });

  it('reads the language of a 404 from the path inside the base path', () => {
    const zhBase = urls('/rspress-zh');
    expect(langSetByThemeScript(zhBase.themeScript, '/rspress-zh/guide/start/')).toBeUndefined();
    expect(langSetByThemeScript(zhBase.themeScript, '/rspress-zh/zh/guide/start/')).toBe('zh-CN');
    expect(langSetByThemeScript(plain.themeScript, '/guide/start/')).toBeUndefined();
    expect(langSetByThemeScript(plain.themeScript, '/zh/guide/start/')).toBe('zh-CN');
  });

  it('fails the build on a value that is no path prefix', () => {
    const result = nextConfig('https://user.github.io/repo');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/NEXT_PUBLIC_BASE_PATH "https:\/\/user\.github\.io\/repo" is not a path prefix/);
  });
});
