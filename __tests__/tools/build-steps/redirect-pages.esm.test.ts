import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRedirects, redirectFiles, redirectPage, writeRedirectPages } from '../../../tools/build-steps/redirect-pages';

describe('redirect pages', () => {
  it('leave at once, keep the hash, and name the target canonical', () => {
    const html = redirectPage({ from: '/guide/old-page', to: '/guide/basic/deploy' });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide/basic/deploy/">');
    expect(html).toContain('<link rel="canonical" href="https://rspress.dev/guide/basic/deploy/">');
    expect(html).toContain('location.replace("/guide/basic/deploy/"+location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('speak the language of the old address', () => {
    const en = redirectPage({ from: '/guide/old-page', to: '/guide/basic/deploy' });
    const zh = redirectPage({ from: '/zh/guide/old-page', to: '/zh/guide/basic/deploy' });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Redirecting…</title>');
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('<title>正在跳转…</title>');
    expect(zh).toContain('本页已移至 <a href="/zh/guide/basic/deploy/">');
  });

  it('are one index.html per entry, under the old path', () => {
    const redirect = { from: '/guide/old-page', to: '/guide/basic/deploy' };
    expect(redirectFiles([redirect])).toEqual([{ file: '/guide/old-page/index.html', html: redirectPage(redirect) }]);
  });

  it('are written one per entry of the list', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const files = writeRedirectPages(out, [{ from: '/guide/old-page', to: '/guide/basic/deploy' }]);
    expect(files).toEqual([path.join(out, 'guide/old-page/index.html')]);
    expect(fs.readFileSync(files[0], 'utf8')).toContain('url=/guide/basic/deploy/');
  });

  it('come from content/redirects.json, or none when it is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    const file = path.join(dir, 'redirects.json');
    expect(readRedirects(file)).toEqual([]);
    fs.writeFileSync(file, '[{ "from": "/a", "to": "/b" }]');
    expect(readRedirects(file)).toEqual([{ from: '/a', to: '/b' }]);
  });
});
