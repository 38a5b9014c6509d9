import { tokenize } from '@/lib/search/tokenize';

describe('tokenize', () => {
  it('lower-cases Latin words and splits them on punctuation', () => {
    expect(tokenize('themeConfig.nav')).toEqual(['themeconfig', 'nav']);
    expect(tokenize('Build, Deploy & Preview!')).toEqual(['build', 'deploy', 'preview']);
    expect(tokenize('rspress-plugin-api v2_beta')).toEqual(['rspress', 'plugin', 'api', 'v2_beta']);
  });

  it('returns nothing for text without letters or digits', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' .,;:!? ')).toEqual([]);
  });

  it('turns a Chinese run into overlapping character pairs', () => {
    expect(tokenize('静态站点')).toEqual(['静态', '态站', '站点']);
    expect(tokenize('构建')).toEqual(['构建']);
  });

  it('keeps a single Chinese character as itself', () => {
    expect(tokenize('站')).toEqual(['站']);
    expect(tokenize('a 站 b')).toEqual(['a', '站', 'b']);
  });

  it('splits mixed text into its Latin and Chinese parts', () => {
    const tokens = tokenize('使用Rspress构建');
    expect(tokens).toEqual(['rspress', '使用', '构建']);
    // the Chinese pairs never straddle the Latin word
    expect(tokens).not.toContain('用构');
    expect(tokens.some((t) => /[a-z]/.test(t) && /[\u4e00-\u9fff]/.test(t))).toBe(false);
  });

  it('removes duplicates', () => {
    expect(tokenize('Nav nav NAV')).toEqual(['nav']);
    expect(tokenize('站点站点')).toEqual(['站点', '点站']);
  });

  it('finds every pair of a word from the middle of a Chinese sentence among the sentence tokens', () => {
    const sentence = tokenize('我们可以使用静态站点生成器快速部署文档');
    const word = tokenize('静态站点生成器');
    expect(word).toEqual(['静态', '态站', '站点', '点生', '生成', '成器']);
    for (const token of word) expect(sentence).toContain(token);
    // and a word that is not in the sentence is not
    expect(tokenize('服务器').every((t) => sentence.includes(t))).toBe(false);
  });
});
