import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialAssets, onDemandChunks } from '@/tools/build-steps/page-assets';

const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="stylesheet" href="/print.css" media="print"/>
<link rel="preload" as="script" href="/_next/static/chunks/late.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>self.__next_f.push([1,""])</script>
</head><body></body></html>`;

describe('initialAssets', () => {
  it('counts the scripts and stylesheets a page needs to render and run, each once', () => {
    expect(initialAssets(html)).toEqual({ js: ['/_next/static/chunks/main.js'], css: ['/_next/static/chunks/a.css'] });
  });
});

describe('onDemandChunks', () => {
  it('lists the scripts no page loads at start, largest first, with their size as measured', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    const dir = path.join(out, '_next/static/chunks');
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, size] of [
      ['main.js', 50],
      ['dialog.js', 30],
      ['menu.js', 10],
      ['a.css', 99],
    ] as const)
      fs.writeFileSync(path.join(dir, name), 'x'.repeat(size));
    const chunks = onDemandChunks(out, new Set(['/_next/static/chunks/main.js']), (file) => file.length);
    fs.rmSync(out, { recursive: true });
    expect(chunks).toEqual([
      { chunk: '/_next/static/chunks/dialog.js', gzip: 30 },
      { chunk: '/_next/static/chunks/menu.js', gzip: 10 },
    ]);
  });
});
