import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, withCompileHint } from '../../../tools/build-steps/compile-hints';

function exportDir(basePath: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const script = (name: string, extra = '') => `<script src="${basePath}/_next/static/chunks/${name}.js"${extra}></script>`;
  write('index.html', `<html><head>${script('framework', ' async=""')}${script('app')}</head></html>`);
  write(
    'guide/index.html',
    `<html><head>${script('framework', ' async=""')}${script('guide')}${script('legacy', ' noModule=""')}</head></html>`,
  );
  write('404.html', `<html><head>${script('framework')}</head></html>`);
  for (const name of ['framework', 'app', 'guide', 'legacy', 'search-dialog'])
    write(`_next/static/chunks/${name}.js`, `(()=>{/* ${name} */})();`);
  return dir;
}

const chunk = (dir: string, name: string) => fs.readFileSync(path.join(dir, '_next/static/chunks', `${name}.js`), 'utf8');

describe('addCompileHints', () => {
  it.each(['', '/docs'])('puts the hint on every start-up script of every page (base path "%s"), once', (basePath) => {
    const dir = exportDir(basePath);
    expect(
      addCompileHints(dir, basePath)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['app.js', 'framework.js', 'guide.js']);
    expect(chunk(dir, 'framework')).toBe(`${COMPILE_HINT}(()=>{/* framework */})();`);
    // Loaded on demand or by legacy browsers only: left as they were.
    expect(chunk(dir, 'search-dialog')).toBe('(()=>{/* search-dialog */})();');
    expect(chunk(dir, 'legacy')).toBe('(()=>{/* legacy */})();');
    expect(addCompileHints(dir, basePath)).toEqual([]);
    expect(chunk(dir, 'app').split(COMPILE_HINT)).toHaveLength(2);
  });
});

describe('withCompileHint', () => {
  it('starts the file with the magic comment on its own line, whatever the file starts with', () => {
    expect(withCompileHint('"use strict";a()')).toBe('//# allFunctionsCalledOnLoad\n"use strict";a()');
    expect(withCompileHint(withCompileHint('a()'))).toBe(withCompileHint('a()'));
  });
});
