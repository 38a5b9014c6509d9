import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { readExports } from '@/tools/review/export-pages';

/** A minimal export: the home page and one page, with Next's payload in a script as a build writes it. */
function exportWith(dir: string, paragraph: string, build: string) {
  const html = (text: string) =>
    `<!doctype html><html><head><title>T</title></head><body><main><article><h1>Title</h1><p>${text}</p></article></main><script>self.__next_f.push([1,"${build}"])</script></body></html>`;
  fs.mkdirSync(path.join(dir, '_next'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html('Home'));
  fs.writeFileSync(path.join(dir, 'guide', 'index.html'), html(paragraph));
}

describe('readExports with a cache folder', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'read-exports-'));
  const cache = path.join(tmp, 'cache');
  const [base, head] = [path.join(tmp, 'base'), path.join(tmp, 'head')];
  exportWith(base, 'Before', 'build-a');
  exportWith(head, 'After', 'build-b');
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const stored = () => v8.deserialize(fs.readFileSync(path.join(cache, 'read-pages.v8'))) as Map<string, unknown>;
  const text = (pages: ReturnType<typeof readExports>[number], at: string) => {
    const page = pages.get(at);
    return page?.kind === 'page' ? page.lines.map((line) => line.text) : page;
  };

  it('reads both exports and keeps one reading per distinct page', () => {
    const [before, after] = readExports([base, head], cache);
    expect(text(before, '/guide/')).toEqual(['# Title', 'Before']);
    expect(text(after, '/guide/')).toEqual(['# Title', 'After']);
    // The two home pages differ only in the payload's text, which the reading leaves out: one entry.
    expect(stored().size).toBe(3);
  });

  it('serves a page from the cache by its markup, whichever build wrote it', () => {
    const entries = stored();
    const [key, reading] = [...entries].find(([, page]) => JSON.stringify(page).includes('After'))!;
    // A reading only the cache can hold shows that the run took it from there.
    entries.set(key, { ...(reading as object), title: 'From the cache' });
    fs.writeFileSync(path.join(cache, 'read-pages.v8'), v8.serialize(entries));
    exportWith(head, 'After', 'build-c');
    const [, again] = readExports([base, head], cache);
    expect(again.get('/guide/')).toMatchObject({ title: 'From the cache' });
  });

  it('reads a page again when its markup changed', () => {
    exportWith(head, 'Changed', 'build-c');
    const [, again] = readExports([base, head], cache);
    expect(text(again, '/guide/')).toEqual(['# Title', 'Changed']);
    expect(stored().size).toBe(3);
  });
});
