import type { StoredResult } from '@/lib/search/engine';
import { toHit } from '@/lib/search/hits';

const XSS = '<img src=x onerror=alert(1)>';

function result(overrides: Partial<StoredResult> = {}): StoredResult {
  return {
    id: 7,
    score: 3.2,
    terms: ['build'],
    queryTerms: ['build'],
    match: { build: ['heading'] },
    url: '/guide/basic/deploy/#build',
    type: 'lvl2',
    hierarchy: ['Guide', 'Deployment', 'Build'],
    content: 'Run the build command to produce the static files.',
    ...overrides,
  } as StoredResult;
}

/** Every string under a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('toHit', () => {
  it('maps a stored result to an Algolia-shaped hit', () => {
    const hit = toHit(result(), 'build');
    expect(hit).toMatchObject({
      objectID: '7',
      url: '/guide/basic/deploy/#build',
      url_without_anchor: '/guide/basic/deploy/',
      anchor: 'build',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Guide', lvl1: 'Deployment', lvl2: 'Build', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
  });

  it('has no anchor for a page intro', () => {
    const hit = toHit(
      result({ url: '/guide/basic/deploy/', type: 'lvl1', hierarchy: ['Guide', 'Deployment'] as StoredResult['hierarchy'] }),
      'deployment',
    );
    expect(hit.url_without_anchor).toBe('/guide/basic/deploy/');
    expect(hit.anchor).toBeNull();
    expect(hit.type).toBe('lvl1');
    expect(hit.hierarchy.lvl2).toBeNull();
  });

  it('highlights the matching heading and snippets the content', () => {
    const hit = toHit(result(), 'build');
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({ value: '<mark>Build</mark>', matchLevel: 'full', matchedWords: ['build'] });
    expect(hit._highlightResult.hierarchy.lvl1.matchLevel).toBe('none');
    expect(hit._highlightResult.hierarchy.lvl3).toEqual({ value: '', matchLevel: 'none', matchedWords: [] });
    expect(hit._highlightResult.content.value).toBe('Run the <mark>build</mark> command to produce the static files.');
    expect(hit._snippetResult.content.value).toBe('Run the <mark>build</mark> command to produce the static files.');
    expect(hit._snippetResult.hierarchy.lvl2.value).toBe('<mark>Build</mark>');
  });

  it('stays a heading hit when the heading matches', () => {
    const hit = toHit(result(), 'build');
    expect(hit.type).toBe('lvl2');
    expect(hit.content).toBeNull();
  });

  it('becomes a content hit, with its text, when only the text matches', () => {
    const hit = toHit(result(), 'static');
    expect(hit.type).toBe('content');
    expect(hit.content).toBe('Run the build command to produce the static files.');
    expect(hit._snippetResult.content.value).toContain('<mark>static</mark>');
  });

  it('keeps its own type when neither heading nor text shows the words (a typo match)', () => {
    const hit = toHit(result(), 'buidl');
    expect(hit.type).toBe('lvl2');
    expect(hit.content).toBeNull();
  });

  const hostile = result({
    type: 'lvl3',
    hierarchy: ['Guide & "API"', `Deploy ${XSS}`, "It's <b>bold</b>", `Build ${XSS}`],
    content: `Build with ${XSS} and "quotes" & 'apostrophes' <script>alert(1)</script>`,
  });

  it('escapes the hierarchy and highlights inside the escaped text', () => {
    const hit = toHit(hostile, 'img');
    expect(hit.type).toBe('lvl3');
    expect(hit.hierarchy).toEqual({
      lvl0: 'Guide &amp; &quot;API&quot;',
      lvl1: 'Deploy &lt;img src=x onerror=alert(1)&gt;',
      lvl2: 'It&#39;s &lt;b&gt;bold&lt;/b&gt;',
      lvl3: 'Build &lt;img src=x onerror=alert(1)&gt;',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('Deploy &lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult.hierarchy.lvl0.value).toBe('Guide &amp; &quot;API&quot;');
  });

  it('escapes the content of a content hit', () => {
    const hit = toHit(hostile, 'quotes script');
    expect(hit.type).toBe('content');
    expect(hit.content).toBe(
      'Build with &lt;img src=x onerror=alert(1)&gt; and &quot;quotes&quot; &amp; &#39;apostrophes&#39; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(hit._snippetResult.content.value).toBe(
      'Build with &lt;img src=x onerror=alert(1)&gt; and &quot;<mark>quotes</mark>&quot; &amp; &#39;apostrophes&#39; &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
  });

  it.each(['img', 'quotes script', 'alert onerror', 'build'])('has no raw markup but <mark> in any text for the query %p', (query) => {
    const hit = toHit(hostile, query);
    const json = JSON.stringify(hit);
    expect(json).not.toContain('<img');
    expect(json).not.toContain('<script');
    expect(json).not.toContain('<b>');
    expect(json).toContain('<mark>');
    expect(json.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);

    const texts = strings({
      hierarchy: hit.hierarchy,
      content: hit.content,
      _highlightResult: hit._highlightResult,
      _snippetResult: hit._snippetResult,
    });
    expect(texts.length).toBeGreaterThan(20);
    for (const [path, text] of texts) {
      const bare = text.replace(/<\/?mark>/g, '');
      expect([path, bare]).toEqual([path, expect.not.stringMatching(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/)]);
    }
  });
});
