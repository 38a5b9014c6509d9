import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashCode, hashTree, writeAtomically } from '@/lib/build-cache.mjs';

const digest = (fill: (hash: ReturnType<typeof createHash>) => void) => {
  const hash = createHash('sha256');
  fill(hash);
  return hash.digest('hex');
};

describe('build caches', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
    fs.mkdirSync(path.join(dir, 'code', 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'code', 'a.mjs'), 'export const a = 1;');
    fs.writeFileSync(path.join(dir, 'code', 'nested', 'b.mjs'), 'export const b = 2;');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keys a folder by every file in it, nested ones included, and nothing for a missing folder', () => {
    const before = digest((hash) => hashTree(hash, path.join(dir, 'code')));
    expect(digest((hash) => hashTree(hash, path.join(dir, 'code')))).toBe(before);
    fs.writeFileSync(path.join(dir, 'code', 'nested', 'b.mjs'), 'export const b = 3;');
    expect(digest((hash) => hashTree(hash, path.join(dir, 'code')))).not.toBe(before);
    expect(digest((hash) => hashTree(hash, path.join(dir, 'missing')))).toBe(digest(() => {}));
  });

  it('keys a copy of the tree elsewhere alike, and a file renamed or moved otherwise', () => {
    const before = digest((hash) => hashCode(hash, path.join(dir, 'code'), dir));
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-copy-'));
    try {
      fs.cpSync(path.join(dir, 'code'), path.join(copy, 'code'), { recursive: true });
      expect(digest((hash) => hashCode(hash, path.join(copy, 'code'), copy))).toBe(before);
      fs.renameSync(path.join(copy, 'code', 'nested', 'b.mjs'), path.join(copy, 'code', 'b.mjs'));
      expect(digest((hash) => hashCode(hash, path.join(copy, 'code'), copy))).not.toBe(before);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('keys the code by the lock file too', () => {
    const before = digest((hash) => hashCode(hash, path.join(dir, 'code'), dir));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(digest((hash) => hashCode(hash, path.join(dir, 'code'), dir))).not.toBe(before);
  });

  it('writes the whole file into a new folder and leaves no partial file behind', () => {
    const file = path.join(dir, 'cache', 'deep', 'index.bin');
    writeAtomically(file, Buffer.from('whole'));
    expect(fs.readFileSync(file, 'utf8')).toBe('whole');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['index.bin']);
  });
});
