import { fieldTerms, fillers, identifierParts, queryWords, splitIdentifier, squash, tokenize } from '@/lib/search/engine/tokenize';

describe('tokenize', () => {
  it('lower-cases Latin words and splits them on punctuation', () => {
    expect(tokenize('Build, Deploy & Preview!')).toEqual(['build', 'deploy', 'preview']);
    expect(tokenize('rspress-plugin-api')).toEqual(['rspress', 'plugin', 'api']);
  });

  it('keeps an identifier whole and adds its parts', () => {
    expect(tokenize('builderConfig')).toEqual(['builderconfig', 'builder', 'config']);
    expect(tokenize('themeConfig.sidebar')).toEqual(['themeconfig', 'theme', 'config', 'sidebar']);
    expect(tokenize('page_type v2_beta')).toEqual(['page_type', 'page', 'type', 'v2_beta', 'v2', 'beta']);
  });

  it('drops the underscores around a word', () => {
    expect(tokenize('_meta.json')).toEqual(['meta', 'json']);
  });

  it('adds command-line flags with their dashes', () => {
    expect(tokenize('rspress dev --port 8080 -c x')).toEqual(['rspress', 'dev', 'port', '8080', 'c', 'x', '--port', '-c']);
    // a dash inside a word or before a number is no flag
    expect(tokenize('e-mail -1')).toEqual(['e', 'mail', '1']);
  });

  it('returns nothing for text without letters or digits', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' .,;:!? ')).toEqual([]);
  });

  it('turns a Chinese run into overlapping character pairs, a single character into itself', () => {
    expect(tokenize('静态站点')).toEqual(['静态', '态站', '站点']);
    expect(tokenize('构建')).toEqual(['构建']);
    expect(tokenize('a 站 b')).toEqual(['a', '站', 'b']);
  });

  it('splits mixed text into its Latin and Chinese parts', () => {
    const tokens = tokenize('使用Rspress构建');
    expect(tokens).toEqual(['使用', 'rspress', '构建']);
    // the Chinese pairs never straddle the Latin word
    expect(tokens).not.toContain('用构');
  });

  it('removes duplicates', () => {
    expect(tokenize('Nav nav NAV')).toEqual(['nav']);
    expect(tokenize('站点站点')).toEqual(['站点', '点站']);
  });

  it('finds every pair of a word from the middle of a Chinese sentence among the sentence tokens', () => {
    const sentence = tokenize('我们可以使用静态站点生成器快速部署文档');
    const word = tokenize('静态站点生成器');
    for (const token of word) expect(sentence).toContain(token);
    expect(tokenize('服务器').every((t) => sentence.includes(t))).toBe(false);
  });
});

describe('identifiers', () => {
  it('splits at case changes and underscores, with where each part starts', () => {
    expect(splitIdentifier('useI18n')).toEqual([
      { text: 'use', start: 0 },
      { text: 'I18n', start: 3 },
    ]);
    expect(splitIdentifier('HTMLElement').map((p) => p.text)).toEqual(['HTML', 'Element']);
    expect(splitIdentifier('page_type')).toEqual([
      { text: 'page', start: 0 },
      { text: 'type', start: 5 },
    ]);
  });

  it('gives no parts for a plain word', () => {
    expect(identifierParts('sidebar')).toEqual([]);
    expect(identifierParts('ABC')).toEqual([]);
    expect(identifierParts('PackageManagerTabs')).toEqual(['package', 'manager', 'tabs']);
  });

  it('reads a capitalised word as one part, and a word starting or ending with _ by its letters', () => {
    expect(splitIdentifier('Rspress')).toEqual([{ text: 'Rspress', start: 0 }]);
    expect(splitIdentifier('_meta')).toEqual([{ text: 'meta', start: 1 }]);
    expect(splitIdentifier('meta_')).toEqual([{ text: 'meta', start: 0 }]);
    expect(splitIdentifier('rspressConfig').map((p) => p.text)).toEqual(['rspress', 'Config']);
  });
});

describe('queryWords', () => {
  it('reads Latin words whole, with the parts of identifiers', () => {
    expect(queryWords('usePageData rspress')).toEqual([
      { text: 'usePageData', cjk: false, terms: ['usepagedata'], parts: ['use', 'page', 'data'], stop: false },
      { text: 'rspress', cjk: false, terms: ['rspress'], parts: [], stop: false },
    ]);
  });

  it('reads a Chinese run as its pairs', () => {
    expect(queryWords('代码高亮')).toEqual([{ text: '代码高亮', cjk: true, terms: ['代码', '码高', '高亮'], parts: [], stop: false }]);
  });

  it('reads a flag with its dashes, in its place in the query', () => {
    expect(queryWords('rspress dev --port 8080').map((w) => w.terms[0])).toEqual(['rspress', 'dev', '--port', '8080']);
    expect(queryWords('--no-ssg')).toEqual([{ text: '--no-ssg', cjk: false, terms: ['--no-ssg'], parts: ['no', 'ssg'], stop: false }]);
  });

  it('marks question and filler words, and cuts them out of a Chinese run', () => {
    const words = queryWords('how do I change the site title');
    expect(words.filter((w) => w.stop).map((w) => w.text)).toEqual(['how', 'do', 'I', 'the']);
    expect(queryWords('如何修改网站标题').map((w) => [w.text, w.stop])).toEqual([
      ['如何', true],
      ['修改网站标题', false],
    ]);
    expect(queryWords('组件的标题').map((w) => w.text)).toEqual(['组件', '的', '标题']);
    // A preposition says where, not what about: `inside a component` is `component`.
    expect(
      queryWords('the title inside or within a component')
        .filter((w) => !w.stop)
        .map((w) => w.text),
    ).toEqual(['title', 'component']);
  });

  it('leaves filler words out only when the query has other words', () => {
    expect(fillers(queryWords('how to deploy'))).toEqual([true, true, false]);
    expect(fillers(queryWords('how to'))).toEqual([false, false]);
    expect(fillers(queryWords('怎么部署'))).toEqual([true, false]);
  });

  it('drops repeated words and blank queries', () => {
    expect(queryWords('Nav nav').map((w) => w.text)).toEqual(['Nav']);
    expect(queryWords('  !? ')).toEqual([]);
  });
});

describe('field helpers', () => {
  it('reads a short field as its whole words and Chinese pairs, without step numbers', () => {
    expect(fieldTerms('1. Initialize the project')).toEqual(['initialize', 'the', 'project']);
    expect(fieldTerms('iframeOptions.builderConfig')).toEqual(['iframeoptions', 'builderconfig']);
    expect(fieldTerms('快速开始')).toEqual(['快速', '速开', '开始']);
  });

  it('squashes text to letters and digits to compare a field with the query', () => {
    expect(squash('1. Build it!')).toBe('buildit');
    expect(squash('builder config')).toBe(squash('builderConfig'));
    expect(squash('@rspress/plugin-rss')).toBe('rspresspluginrss');
  });
});
