import { escapeHtml, highlight, matchRanges, snippet, termsOf } from '@/lib/search/engine/highlight';

const XSS = '<img src=x onerror=alert(1)>';
const ranges = (text: string, terms: string[]) => matchRanges(text, termsOf(terms)).map(([s, e]) => text.slice(s, e));

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &#39;');
  });

  it('escapes an ampersand only once and leaves other text alone', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('静态 site 123')).toBe('静态 site 123');
  });

  it('turns markup into inert text', () => {
    expect(escapeHtml(XSS)).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('matchRanges', () => {
  it('marks a term where it is a whole word, in any case', () => {
    expect(ranges('Config, the CONFIG file', ['config'])).toEqual(['Config', 'CONFIG']);
  });

  it('marks the word a prefix or typo match found, never a word it only starts', () => {
    // the engine hands over the document terms it matched: installation, not install
    expect(ranges('Installation and installing', ['installation'])).toEqual(['Installation']);
    expect(ranges('reconfigure themeconfig', ['config'])).toEqual([]);
  });

  it('marks an identifier whole, or the parts of it that matched', () => {
    expect(ranges('Set builderConfig here', ['builderconfig'])).toEqual(['builderConfig']);
    expect(ranges('Set builderConfig here', ['config'])).toEqual(['Config']);
    expect(ranges('the HTMLElement and page_type', ['html', 'type'])).toEqual(['HTML', 'type']);
    expect(ranges('the _meta.json file', ['meta'])).toEqual(['meta']);
  });

  it('marks a flag with its dashes', () => {
    expect(ranges('rspress dev --port 8080 and the port', ['--port'])).toEqual(['--port']);
  });

  it('marks Chinese pairs, joined where they touch', () => {
    expect(ranges('我们使用静态站点生成器', ['静态', '态站', '站点'])).toEqual(['静态站点']);
    expect(ranges('代码块的语法高亮', ['代码', '高亮'])).toEqual(['代码', '高亮']);
  });

  it('marks a Latin word right after a Chinese character', () => {
    expect(ranges('使用Rspress构建', ['rspress'])).toEqual(['Rspress']);
  });
});

describe('highlight', () => {
  it('wraps a match in <mark> and escapes everything else', () => {
    const result = highlight(`Config ${XSS} "quoted" & 'single'`, ['config']);
    expect(result.value).toBe('<mark>Config</mark> &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &#39;single&#39;');
  });

  it('escapes a matched word too, and never lets a term inject markup', () => {
    const result = highlight(XSS, ['img', '<img', 'onerror=alert']);
    expect(result.value).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
    expect(result.value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
  });

  it('marks every occurrence and says which words it marked', () => {
    expect(highlight('build, then Build again', ['build'])).toEqual({
      value: '<mark>build</mark>, then <mark>Build</mark> again',
      matchLevel: 'full',
      matchedWords: ['build'],
    });
    expect(highlight('Deploy the site', ['build'])).toEqual({ value: 'Deploy the site', matchLevel: 'none', matchedWords: [] });
  });
});

describe('snippet', () => {
  const before = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4); // 228 characters
  const after = ' Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.'.repeat(4);
  const cut = (text: string, terms: string[], size?: number) => snippet(text, matchRanges(text, termsOf(terms)), size);

  it('returns short text whole, highlighted', () => {
    expect(cut('Deploy the site', ['site'])).toMatchObject({ value: 'Deploy the <mark>site</mark>', matchLevel: 'full' });
  });

  it('starts short text near its match too, when the match is far in', () => {
    const text = '如果没有另外指定，你写的每个 Markdown 文件都会使用文档页布局，包含顶部导航、左侧的侧边栏和右侧的大纲。';
    expect(cut(text, ['侧边', '边栏']).value).toBe('…局，包含顶部导航、左侧的<mark>侧边栏</mark>和右侧的大纲。');
  });

  it('cuts a window around the first match with ellipses on both sides', () => {
    const result = cut(`${before}deployment${after}`, ['deployment']);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>deployment</mark>');
    const plain = result.value.replace(/<\/?mark>/g, '').replace(/…/g, '');
    expect(plain.length).toBeLessThanOrEqual(120);
    // 24 characters into the window, moved back to the start of a word: in sight on a phone
    expect(plain.indexOf('deployment')).toBeGreaterThanOrEqual(24);
    expect(plain.indexOf('deployment')).toBeLessThanOrEqual(35);
  });

  it('has no leading ellipsis when the match is near the start, no trailing one near the end', () => {
    expect(cut(`Deployment${after}`, ['deployment'], 50).value.startsWith('<mark>Deployment</mark>')).toBe(true);
    const end = cut(`${before}the end: deployment`, ['deployment'], 50).value;
    expect(end.startsWith('…')).toBe(true);
    expect(end.endsWith('<mark>deployment</mark>')).toBe(true);
  });

  it('shows the start of long text when nothing matches', () => {
    expect(cut(before, ['zzz'], 20)).toEqual({ value: 'Lorem ipsum dolor si…', matchLevel: 'none', matchedWords: [] });
  });

  it('escapes the window', () => {
    const result = cut(`${before}${XSS} "deploy" here${after}`, ['deploy']);
    expect(result.value).toContain('onerror=alert(1)&gt; &quot;<mark>deploy</mark>&quot;');
    expect(result.value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
  });

  it('never marks the tail of a word cut by the window start', () => {
    const text = `${'a '.repeat(50)}reconfigure ${'z'.repeat(15)} config end`;
    expect(cut(text, ['config']).value).toBe(`…reconfigure ${'z'.repeat(15)} <mark>config</mark> end`);
  });

  it('finds a Chinese term in a long Chinese text', () => {
    const text = `${'文档'.repeat(100)}静态站点${'生成'.repeat(100)}`;
    expect(cut(text, ['静态', '态站', '站点'], 30).value).toMatch(/^…(文档)+<mark>静态站点<\/mark>(生成)+…$/);
    // a Chinese character is twice as wide: 12 of them lead in, where 24 Latin letters would
    expect(cut(text, ['静态', '态站', '站点']).value.indexOf('<mark>')).toBe(1 + 12);
  });
});
