import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { buildContentIndex } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import { indexKey, indexOf } from '@/lib/content/store';
import { makeTree, VALID_TREE } from './fixture';

const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'index-cache-'));
const cached = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.bin'));

describe('indexOf', () => {
  it('gives the same index as building it, fresh and read back from the cache', () => {
    const source = loadContent(makeTree(VALID_TREE));
    const dir = cacheDir();
    const built = buildContentIndex(source);
    expect(indexOf(source, dir)).toEqual(built);
    expect(cached(dir)).toEqual([`${indexKey(source)}.bin`]);
    expect(indexOf(source, dir)).toEqual(built);
  });

  it('reads an unchanged source from the cache and rebuilds when a page changes', () => {
    const root = makeTree(VALID_TREE);
    const dir = cacheDir();
    const first = indexOf(loadContent(root), dir);
    // A marker in place of the cached index shows whether the next call read the cache or parsed again.
    const [file] = cached(dir);
    fs.writeFileSync(path.join(dir, file), v8.serialize({ ...first, pages: [] }));
    expect(indexOf(loadContent(root), dir).pages).toEqual([]);

    fs.appendFileSync(path.join(root, 'en/guide/start/next.mdx'), '\n## More {#more}\n\nText.\n');
    const changed = indexOf(loadContent(root), dir);
    expect(changed.pages.find((p) => p.key === 'guide/start/next' && p.record.lang === 'en')?.record.toc.map((t) => t.id)).toEqual([
      'setup',
      'more',
    ]);
    expect(cached(dir)).toEqual([`${indexKey(loadContent(root))}.bin`]);
  });

  it('changes the key with the nav order and the root, and caches no index with errors', () => {
    const root = makeTree(VALID_TREE);
    const source = loadContent(root);
    expect(indexKey({ ...source, order: [] })).not.toBe(indexKey(source));
    expect(indexKey({ ...source, root: `${root}-other` })).not.toBe(indexKey(source));

    const broken = loadContent(makeTree({ ...VALID_TREE, 'en/guide/start/next.mdx': 'No frontmatter, no title.\n' }));
    const dir = cacheDir();
    expect(indexOf(broken, dir).errors).not.toEqual([]);
    expect(cached(dir)).toEqual([]);
  });
});
