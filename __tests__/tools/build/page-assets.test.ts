import { initialAssets, overBudget } from '@/tools/build/page-assets';

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

describe('overBudget', () => {
  it('names each page over its JS + CSS budget, and each search file over its own', () => {
    const row = { page: '/x/', html: 0, jsRaw: 0, jsGzip: 150 * 1024, cssRaw: 0, cssGzip: 3 * 1024 };
    const problems = overBudget([row, { ...row, page: '/y/', jsGzip: 100 * 1024 }], [{ lang: 'en', gzip: 151 * 1024 }], {
      pageInitialJsCssGzipKiB: 152,
      searchIndexGzipKiB: 150,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^\/x\/: initial JS \+ CSS 153\.0 KiB gzip > 152 KiB$/),
      expect.stringMatching(/search/),
    ]);
  });
});
