import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSignature } from '@/lib/content/load';
import { checkForDev } from '@/tools/dev';
import { makeTree, VALID_TREE } from '../lib/content/fixture';

describe("npm run dev's content checker", () => {
  const root = makeTree(VALID_TREE);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dev-')), 'problems.json');

  it('writes the problems of the content with the signature of what it checked', () => {
    const result = checkForDev(root, out);
    expect(result).toEqual({ signature: contentSignature(root), problems: [] });
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toEqual(result);
  });

  it('finds a dead link the moment it is saved, and forgets it once fixed', () => {
    const file = path.join(root, 'en/guide/start/next.mdx');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${original}\nSee [the old page](/guide/basic/gone).\n`);
    expect(checkForDev(root, out).problems).toEqual([
      expect.objectContaining({ line: original.split('\n').length + 1, column: 5, problem: 'link "/guide/basic/gone" matches no page' }),
    ]);
    fs.writeFileSync(file, original);
    expect(checkForDev(root, out).problems).toEqual([]);
  });
});
