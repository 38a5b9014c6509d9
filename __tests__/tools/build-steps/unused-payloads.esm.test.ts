import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeUnusedPayloads } from '@/tools/build-steps/unused-payloads';

describe('removeUnusedPayloads', () => {
  it("removes every page's __next._full.txt and keeps the payloads the router fetches", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const files = [
      'index.txt',
      '__next._full.txt',
      '__next._tree.txt',
      'guide/x/index.txt',
      'guide/x/__next._full.txt',
      'guide/x/index.html',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), 'x');
    }
    expect(removeUnusedPayloads(out)).toBe(2);
    expect(files.filter((file) => fs.existsSync(path.join(out, file)))).toEqual([
      'index.txt',
      '__next._tree.txt',
      'guide/x/index.txt',
      'guide/x/index.html',
    ]);
  });
});
