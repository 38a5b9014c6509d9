import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRedirects, writeRedirectPages } from '../../scripts/redirect-pages';

describe('redirect pages in the export', () => {
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
