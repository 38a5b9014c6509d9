import { searchIndex } from '@/lib/search/engine/engine';
import { createIndex } from '@/lib/search/engine/search-index';
import { searchHits, toHit, type LocalHit } from '@/lib/search/engine/hits';
import type { SearchPage } from '@/lib/search/engine/types';

const XSS = '<img src=x onerror=alert(1)>';

const deploy: SearchPage = {
  url: '/guide/basic/deploy/',
  title: 'Deployment',
  place: 'Features › Deployment',
  description: 'Publish the site on GitHub Pages or Netlify.',
  labels: ['Features', 'Guide'],
  sections: [
    { id: '', path: [], text: 'Build the site, then copy the output folder to a host.' },
    { id: 'build', path: ['Build'], text: 'Run the build command to produce the static files.' },
    { id: 'static-files', path: ['Build', 'Static files'], text: 'The output folder holds plain HTML.' },
    { id: 'netlify', path: ['Netlify'], text: 'Connect the repository and set the publish folder.' },
  ],
};
const pluginApi: SearchPage = {
  url: '/plugin/system/plugin-api/',
  title: 'Plugin API',
  place: 'Plugin System › Plugin API',
  description: 'Every member of a plugin.',
  labels: ['Plugin System', 'Plugin'],
  sections: [
    { id: '', path: [], text: 'A plugin is an object.' },
    // an h3 with no h2 above it
    { id: 'builderconfig', path: ['builderConfig'], text: 'Changes the Rsbuild config.' },
  ],
};
const hostile: SearchPage = {
  url: '/guide/xss/',
  title: `Deploy ${XSS}`,
  place: `Guide & "API" › Deploy ${XSS}`,
  description: `It's <b>bold</b>`,
  labels: [],
  sections: [
    { id: '', path: [], text: `Intro with ${XSS}.` },
    { id: 'danger', path: [`Build ${XSS}`], text: `Build with ${XSS} and "quotes" & 'apostrophes' <script>alert(1)</script>` },
  ],
};
const index = createIndex([deploy, pluginApi, hostile]);
const hits = (query: string) => searchHits(index, query);
const hitFor = (query: string, url: string) => hits(query).find((hit) => hit.url === url)!;

/** What DocSearch shows for a hit: its title line and its path line (see its Results component). */
function shown(hit: LocalHit) {
  const s = hit._snippetResult;
  if (hit.type === 'lvl1') return { title: s.hierarchy.lvl1.value, path: hit.content ? s.content.value : '' };
  if (hit.type === 'content') return { title: s.content.value, path: s.hierarchy.lvl1.value };
  return { title: hit.hierarchy[hit.type] ? s.hierarchy[hit.type].value : '', path: s.hierarchy.lvl1.value };
}

describe('toHit', () => {
  it('answers a title match with the page: its title, then the text that matched', () => {
    const hit = hitFor('deployment', '/guide/basic/deploy/');
    expect(hit).toMatchObject({
      objectID: '0',
      url_without_anchor: '/guide/basic/deploy/',
      anchor: null,
      type: 'lvl1',
      hierarchy: { lvl0: 'Features › Deployment', lvl1: 'Deployment', lvl2: null },
    });
    expect(shown(hit).title).toBe('<mark>Deployment</mark>');
  });

  it('shows the description under the page title when that is where the words are', () => {
    const hit = hitFor('github pages', '/guide/basic/deploy/');
    expect(hit.type).toBe('lvl1');
    expect(hit.content).toBe('Publish the site on GitHub Pages or Netlify.');
    expect(shown(hit).path).toBe('Publish the site on <mark>GitHub</mark> <mark>Pages</mark> or Netlify.');
  });

  it('shows a page hit below a section of its page as text, so that no section hangs under it', () => {
    const found = hits('netlify');
    expect(found.map((h) => [h.url, h.type])).toEqual([
      ['/guide/basic/deploy/#netlify', 'lvl2'],
      ['/guide/basic/deploy/', 'content'],
    ]);
    expect(shown(found[1])).toEqual({ title: '…site on GitHub Pages or <mark>Netlify</mark>.', path: 'Deployment' });
  });

  it('leaves out a page hit below a section when only the page title matched', () => {
    const urls = hits('deployment static').map((h) => h.url);
    expect(urls[0]).toBe('/guide/basic/deploy/#static-files');
    expect(urls).not.toContain('/guide/basic/deploy/');
    // the same intro leads, as the page, where the page is the best match
    expect(hits('deployment')[0].url).toBe('/guide/basic/deploy/');
  });

  it('answers a heading match with the heading, then the page title and the headings above it', () => {
    expect(shown(hitFor('netlify', '/guide/basic/deploy/#netlify'))).toEqual({ title: '<mark>Netlify</mark>', path: 'Deployment' });
    const nested = hitFor('static files', '/guide/basic/deploy/#static-files');
    expect(nested.type).toBe('lvl3');
    expect(shown(nested)).toEqual({ title: '<mark>Static</mark> <mark>files</mark>', path: 'Deployment › Build' });
  });

  it('answers a text match with a marked snippet, then the page title and the section headings', () => {
    const hit = hitFor('publish folder', '/guide/basic/deploy/#netlify');
    expect(hit.type).toBe('content');
    expect(hit.content).toBe('Connect the repository and set the publish folder.');
    expect(shown(hit)).toEqual({
      title: '…the repository and set the <mark>publish</mark> <mark>folder</mark>.',
      path: 'Deployment › Netlify',
    });
  });

  it('shows a heading hit as text when the text holds a word its headings do not show', () => {
    const hit = hitFor('build command', '/guide/basic/deploy/#build');
    expect(hit.type).toBe('content');
    expect(shown(hit).title).toBe('Run the <mark>build</mark> <mark>command</mark> to produce the static files.');
  });

  it('gives an h3 with no h2 above it a title (the level of its place in the path)', () => {
    const hit = hitFor('builderConfig', '/plugin/system/plugin-api/#builderconfig');
    expect(hit.type).toBe('lvl2');
    expect(hit.hierarchy.lvl2).toBe('builderConfig');
    expect(shown(hit)).toEqual({ title: '<mark>builderConfig</mark>', path: 'Plugin API' });
  });

  it('never marks the group header (lvl0)', () => {
    expect(hitFor('deployment', '/guide/basic/deploy/')._highlightResult.hierarchy.lvl0.value).toBe('Features › Deployment');
  });

  it('marks the words the engine matched, by prefix and typo too', () => {
    expect(shown(hitFor('deplo', '/guide/basic/deploy/')).title).toBe('<mark>Deployment</mark>');
    expect(shown(hitFor('netlfy', '/guide/basic/deploy/#netlify')).title).toBe('<mark>Netlify</mark>');
  });

  it.each(['deployment', 'netlify', 'build', 'static files', 'publish folder', 'builderConfig', 'plugin', 'output', 'img', 'bold'])(
    'gives every hit for %p a title and a path, and every text hit a mark',
    (query) => {
      const found = hits(query);
      expect(found.length).toBeGreaterThan(0);
      for (const hit of found) {
        const { title, path } = shown(hit);
        expect([hit.url, title.trim() !== '', path.trim() !== '']).toEqual([hit.url, true, true]);
        if (hit.type === 'content') expect(title).toContain('<mark>');
      }
    },
  );
});

/** Every string under a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('escaping', () => {
  it('escapes the hierarchy and highlights inside the escaped text', () => {
    const hit = hitFor('build', '/guide/xss/#danger');
    expect(hit.hierarchy).toMatchObject({
      lvl0: 'Guide &amp; &quot;API&quot; › Deploy &lt;img src=x onerror=alert(1)&gt;',
      lvl1: 'Deploy &lt;img src=x onerror=alert(1)&gt;',
      lvl2: 'Build &lt;img src=x onerror=alert(1)&gt;',
    });
  });

  it('escapes the content of a text hit and its snippet', () => {
    const hit = hitFor('quotes script', '/guide/xss/#danger');
    expect(hit.type).toBe('content');
    expect(hit.content).toBe(
      'Build with &lt;img src=x onerror=alert(1)&gt; and &quot;quotes&quot; &amp; &#39;apostrophes&#39; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(hit._snippetResult.content.value).toBe(
      '…x onerror=alert(1)&gt; and &quot;<mark>quotes</mark>&quot; &amp; &#39;apostrophes&#39; &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
  });

  it.each(['img', 'quotes script', 'alert onerror', 'build', 'bold'])(
    'has no raw markup but <mark> in any text for the query %p',
    (query) => {
      const found = hits(query).filter((hit) => hit.url.startsWith('/guide/xss/'));
      expect(found.length).toBeGreaterThan(0);
      for (const hit of found) {
        const json = JSON.stringify(hit);
        expect(json).not.toMatch(/<img|<script|<b>/);
        for (const [path, text] of strings({
          hierarchy: hit.hierarchy,
          content: hit.content,
          h: hit._highlightResult,
          s: hit._snippetResult,
        })) {
          const bare = text.replace(/<\/?mark>/g, '');
          expect([path, bare]).toEqual([path, expect.not.stringMatching(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/)]);
        }
      }
    },
  );
});

describe('searchHits', () => {
  it('returns the hits in the engine order, at most hitsPerPage', () => {
    expect(searchHits(index, 'build').map((h) => h.url)).toEqual(searchIndex(index, 'build').map((r) => r.record.url));
    expect(searchHits(index, 'build', 1)).toHaveLength(1);
    expect(toHit(index, searchIndex(index, 'build')[0])).toEqual(searchHits(index, 'build')[0]);
  });
});
