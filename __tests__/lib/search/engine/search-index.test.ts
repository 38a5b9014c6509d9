import { fieldScores } from '@/lib/search/engine/field-scores';
import { lookUpWords, matchedTerms } from '@/lib/search/engine/lookup';
import { createIndex, leadSentence, pageDoc } from '@/lib/search/engine/search-index';
import { WEIGHT } from '@/lib/search/engine/fields';
import { queryWords } from '@/lib/search/engine/tokenize';
import { searchPage } from '../fixture';

describe('createIndex', () => {
  const index = createIndex([
    searchPage(
      '/a/',
      'Alpha',
      'Intro.',
      [
        ['usage', ['Usage'], 'Use it.'],
        ['options', ['Usage', 'Options'], 'Set them.'],
      ],
      {
        description: 'About alpha',
        labels: ['Guide'],
      },
    ),
    searchPage('/b/', 'Beta', 'Intro.', [['usage', ['Usage'], 'Use beta.']]),
  ]);

  it('makes one record per section, with the page anchor, in reading order, and finds each intro', () => {
    expect(index.records.map((r) => [r.page, r.url, r.position])).toEqual([
      [0, '/a/', 0],
      [0, '/a/#usage', 1],
      [0, '/a/#options', 2],
      [1, '/b/', 3],
      [1, '/b/#usage', 4],
    ]);
    expect(index.intro).toEqual([0, 3]);
  });

  it('keeps the page fields in one document per page after the records', () => {
    expect(pageDoc(index, 1)).toBe(6);
    expect(index.docs[pageDoc(index, 0)]).toEqual({ id: 5, title: 'Alpha', slug: 'a', description: 'About alpha', labels: 'Guide' });
    expect(index.docs[2]).toMatchObject({ heading: 'Options', parents: 'Usage', content: 'Set them.' });
  });

  it('weighs a heading that several pages share less, never below text', () => {
    expect(index.headingWeight[1].heading).toBeCloseTo(WEIGHT.heading / Math.sqrt(2));
    expect(index.headingWeight[2].heading).toBe(WEIGHT.heading);
    expect(index.headingWeight[2].parents).toBeCloseTo(Math.max(WEIGHT.content, WEIGHT.parents / Math.sqrt(2)));
  });
});

describe('an option under an English heading', () => {
  const section = (heading: string, text: string) => ({ id: 'x', depth: 2, path: [heading], text });

  it('is introduced by the first Chinese sentence of its text, after its labels', () => {
    expect(leadSentence(section('hideNavbar', "类型： 'always' | 'never' 默认值： 'never' 控制何时隐藏导航栏。 取值 行为"))).toBe(
      '控制何时隐藏导航栏',
    );
    expect(leadSentence(section('darkMode', '在导航栏中显示浅色/深色模式切换按钮。设为 false 即可。'))).toBe(
      '在导航栏中显示浅色/深色模式切换按钮',
    );
  });

  it('has no lead under a Chinese heading, or in English text', () => {
    expect(leadSentence(section('导航栏', '控制何时隐藏导航栏。'))).toBe('');
    expect(leadSentence(section('useI18n', 'Returns the text for the id, such as 你好 for hello. More.'))).toBe('');
  });

  it('is found by that sentence as by its heading', () => {
    const index = createIndex([
      searchPage('/zh/theme/', '主题配置', '配置项。', [
        ['hidenavbar', ['hideNavbar'], '类型： string 默认值： never 控制何时隐藏导航栏。'],
      ]),
    ]);
    const words = queryWords('隐藏导航栏');
    const lookups = lookUpWords(index, words);
    const [pairs] = fieldScores(index, words, lookups, matchedTerms(lookups), '隐藏导航栏');
    // 隐藏 in the lead: the weight of a heading, by the share of the sentence the query covers.
    expect(pairs[0].get(1)).toBeGreaterThan(WEIGHT.heading / 2);
    expect(index.docs[1].lead).toBe('控制何时隐藏导航栏');
  });
});
