import { readExportedPage } from '@/tools/review/page-text';

const page = (article: string, extra = '') =>
  `<!doctype html><html><head><title>Deploy - Rspress</title><script src="/_next/static/chunks/a1b2c3.js"></script></head><body><nav>Sidebar words</nav><main><article class="prose">${article}</article>${extra}</main></body></html>`;

describe('readExportedPage', () => {
  it('reads the article as a reader sees it: headings with ids, paragraphs, lists, tables, code, callouts', () => {
    const read = readExportedPage(
      page(`<div class="doc-title"><h1>Deploy</h1><div class="copy-page"><button>Copy page</button></div></div>
<p>Build the <code>site</code>,
then <a href="/x/">serve</a> it.</p>
<h2 id="build">Build<a class="heading-anchor" href="#build">#</a></h2>
<ul><li>one</li><li>two <strong>words</strong></li></ul>
<table><tr><th>Option</th><th>Default</th></tr><tr><td>base</td><td>/</td></tr></table>
<figure><div class="code-block"><div class="code-block-tools"><span>json</span></div><pre><code><span>{</span>
<span>  "a": 1</span>
<span>}</span></code></pre></div></figure>
<div class="callout callout-tip"><p class="callout-title">TIP</p><div class="callout-body"><p>Use a CDN.</p></div></div>
<p><img src="/a.7f3e.png" alt="The output folder"></p>`),
    );
    expect(read).toEqual({
      kind: 'page',
      title: 'Deploy - Rspress',
      ids: ['build'],
      aliases: {},
      lines: [
        { kind: 'heading', text: '# Deploy' },
        { kind: 'text', text: 'Build the site, then serve it.' },
        { kind: 'heading', text: '## Build {#build}' },
        { kind: 'text', text: '- one' },
        { kind: 'text', text: '- two words' },
        { kind: 'text', text: '| Option | Default |' },
        { kind: 'text', text: '| base | / |' },
        { kind: 'code', text: '    {' },
        { kind: 'code', text: '      "a": 1' },
        { kind: 'code', text: '    }' },
        { kind: 'callout', text: '> TIP' },
        { kind: 'callout', text: '> Use a CDN.' },
        { kind: 'text', text: '[image: The output folder]' },
      ],
    });
  });

  it('ignores what is outside the article and build hashes in addresses', () => {
    const a = readExportedPage(page('<p>Same <img src="/a.111.png" alt="x"></p>'));
    const b = readExportedPage(page('<p>Same <img src="/a.222.png" alt="x"></p>').replace('Sidebar words', 'Other sidebar'));
    expect(a).toEqual(b);
  });

  it("reads a page's heading-id aliases from its script", () => {
    const read = readExportedPage(page('<h2 id="site-icon">Site icon</h2>', `<script data-anchors='{"favicon":"site-icon"}'>(0)</script>`));
    expect(read).toMatchObject({ ids: ['site-icon'], aliases: { favicon: 'site-icon' } });
  });

  it("reads past scripts' text (Next's payload holds the page's markup too) and keeps their attributes, a `>` in one included", () => {
    const payload = `<script>self.__next_f.push([1,"<main><article><h2 id=\\"x\\">Payload</h2></article></main>"])</script>`;
    const read = readExportedPage(
      page('<h2 id="site-icon">Site icon</h2><p>Text</p>', `${payload}<script data-anchors='{"fav>icon":"site-icon"}'>(0)</SCRIPT >`),
    );
    expect(read).toEqual({
      kind: 'page',
      title: 'Deploy - Rspress',
      ids: ['site-icon'],
      aliases: { 'fav>icon': 'site-icon' },
      lines: [
        { kind: 'heading', text: '## Site icon {#site-icon}' },
        { kind: 'text', text: 'Text' },
      ],
    });
  });

  it('reads a redirect page, and nothing from a page without main', () => {
    expect(readExportedPage('<html><head><meta http-equiv="refresh" content="0; url=/guide/new/"></head></html>')).toEqual({
      kind: 'redirect',
      to: '/guide/new/',
    });
    expect(readExportedPage('<html><body><p>Not found</p></body></html>')).toBeUndefined();
  });
});
