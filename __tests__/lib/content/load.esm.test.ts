import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lastUpdated, loadContent } from '@/lib/content/load';
import { makeTree, VALID_TREE } from './fixture';

describe('loadContent', () => {
  it('reads every .mdx file (fragments too), the nav order, redirects.json and the public files', () => {
    const root = makeTree({
      ...VALID_TREE,
      'en/fragments/shared.mdx': 'Shared.\n',
      'README.md': '# not content',
      'redirects.json': '[]',
      'public/img/a.png': 'png',
    });
    const source = loadContent(root, path.join(root, 'public'));
    expect(source.redirects).toBe('[]');
    expect(source.publicFiles).toEqual(new Set(['/img/a.png']));
    expect([...source.files.keys()].sort()).toEqual([
      'en/fragments/shared.mdx',
      'en/guide/start/introduction.mdx',
      'en/guide/start/next.mdx',
      'zh/guide/start/introduction.mdx',
      'zh/guide/start/next.mdx',
    ]);
    expect(source.files.get('en/fragments/shared.mdx')).toBe('Shared.\n');
    expect(source.order).toEqual([{ section: 'guide', file: expect.stringMatching(/sidebars\/guide\.json$/), entries: expect.any(Array) }]);
  });

  it('keeps the reason when the nav order cannot be read', () => {
    const source = loadContent(makeTree({ ...VALID_TREE, 'sidebars/guide.json': '[oops' }));
    expect(source.order).toEqual({ error: expect.stringMatching(/JSON/) });
  });
});

describe('lastUpdated', () => {
  it("gives a file's modification time when git has no history for it", () => {
    const root = makeTree({ 'new.txt': 'x' });
    const file = path.join(root, 'new.txt');
    fs.utimesSync(file, new Date('2024-05-06T07:08:09Z'), new Date('2024-05-06T07:08:09Z'));
    expect(lastUpdated(file)).toBe('2024-05-06T07:08:09.000Z');
  });
});

describe('lastUpdated from one git log', () => {
  it('gives each page the date of its last commit, as `git log -1` on the file does', () => {
    const files = ['content/en/guide/start/introduction.mdx', 'content/zh/api/config/config-basic.mdx', 'content/en/index.mdx'];
    for (const file of files) {
      const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
      expect(lastUpdated(file)).toBe(new Date(date).toISOString());
    }
  });
});
