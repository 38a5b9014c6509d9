import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownDir, readMarkdownTwin, readRedirectTable, serverFilesDir, writeRedirectTable } from '@/lib/hosting/server-files';

describe('server-mode files (.next/postbuild/)', () => {
  const dir = serverFilesDir(fs.mkdtempSync(path.join(os.tmpdir(), 'server-files-')));

  it('live next to the build', () => {
    expect(serverFilesDir('/srv/site')).toBe('/srv/site/.next/postbuild');
  });

  it('answer a twin by its request path, and nothing outside the twins or without .md', () => {
    fs.mkdirSync(path.join(markdownDir(dir), 'guide'), { recursive: true });
    fs.writeFileSync(path.join(markdownDir(dir), 'guide', 'page.md'), '# Page\n');
    fs.writeFileSync(path.join(dir, 'secret.md'), 'no');
    expect(readMarkdownTwin(dir, '/guide/page.md')).toBe('# Page\n');
    expect(readMarkdownTwin(dir, '/guide/other.md')).toBeUndefined();
    expect(readMarkdownTwin(dir, '/guide/page')).toBeUndefined();
    expect(readMarkdownTwin(dir, '/../secret.md')).toBeUndefined();
  });

  it('hold the redirect table, or none before postbuild wrote it', () => {
    const empty = serverFilesDir(fs.mkdtempSync(path.join(os.tmpdir(), 'server-files-')));
    expect(readRedirectTable(empty)).toBeUndefined();
    writeRedirectTable(empty, [{ from: '/old', to: '/new' }]);
    expect(readRedirectTable(empty)).toEqual([{ from: '/old', to: '/new' }]);
  });
});
