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

  it('parses again only the pages that changed since the last build', () => {
    const root = makeTree(VALID_TREE);
    const dir = cacheDir();
    indexOf(loadContent(root), dir);
    const [pagesFile] = fs.readdirSync(dir).filter((name) => name.endsWith('.v8'));
    // A marker in an unchanged page's stored build shows that the next index took it from there.
    type Stored = { page?: { key: string; record: { lang: string; title: string } } };
    const pages = v8.deserialize(fs.readFileSync(path.join(dir, pagesFile))) as Map<string, Stored>;
    const stored = [...pages.values()].find(({ page }) => page?.key === 'guide/start/introduction' && page.record.lang === 'en');
    if (!stored?.page) throw new Error('the fixture has no en/guide/start/introduction.mdx page');
    stored.page.record.title = 'Marker';
    fs.writeFileSync(path.join(dir, pagesFile), v8.serialize(pages));

    fs.appendFileSync(path.join(root, 'en/guide/start/next.mdx'), '\n## More {#more}\n\nText.\n');
    const index = indexOf(loadContent(root), dir);
    const title = (key: string) => index.pages.find((p) => p.key === key && p.record.lang === 'en')?.record.title;
    expect(title('guide/start/introduction')).toBe('Marker');
    expect(index.pages.find((p) => p.key === 'guide/start/next' && p.record.lang === 'en')?.record.toc.map((t) => t.id)).toContain('more');
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.v8'))).toEqual([pagesFile]);
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
