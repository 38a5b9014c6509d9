import { hostedSearchFrom } from '@/lib/search/hosted';
import { SEARCH_TEXTS } from '@/lib/search/translations';

const ENV = { NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APPID', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'KEY', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs' };

describe('hostedSearchFrom', () => {
  it('uses hosted DocSearch when all three variables are set', () => {
    expect(hostedSearchFrom(ENV)).toEqual({ appId: 'APPID', apiKey: 'KEY', indexName: 'docs' });
  });

  it.each(Object.keys(ENV))('stays local when %s is missing or empty', (name) => {
    expect(hostedSearchFrom({ ...ENV, [name]: undefined })).toBeUndefined();
    expect(hostedSearchFrom({ ...ENV, [name]: '' })).toBeUndefined();
  });

  it('stays local with no variables', () => {
    expect(hostedSearchFrom({})).toBeUndefined();
  });
});

describe('HOSTED_SEARCH', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the three variables from the environment', () => {
    jest.isolateModules(() => {
      Object.assign(process.env, ENV);
      expect(require('@/lib/search/hosted').HOSTED_SEARCH).toEqual({ appId: 'APPID', apiKey: 'KEY', indexName: 'docs' });
    });
  });

  it('is undefined without them', () => {
    jest.isolateModules(() => {
      for (const name of Object.keys(ENV)) delete process.env[name];
      expect(require('@/lib/search/hosted').HOSTED_SEARCH).toBeUndefined();
    });
  });
});

/** Every leaf string of an object, by its dotted path. */
function leaves(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => leaves(v, path ? `${path}.${k}` : k)));
}

describe('SEARCH_TEXTS', () => {
  it('keeps DocSearch wording in English', () => {
    expect(SEARCH_TEXTS.en.button).toBe('Search');
    expect(SEARCH_TEXTS.en.modal.errorScreen).toEqual({
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    });
    expect(SEARCH_TEXTS.en.modal.noResultsScreen.noResultsText).toBe('No results for');
  });

  it('has the Chinese button label', () => {
    expect(SEARCH_TEXTS.zh.button).toBe('搜索');
    expect(SEARCH_TEXTS.zh.placeholder).not.toBe(SEARCH_TEXTS.en.placeholder);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(leaves(SEARCH_TEXTS.zh)).sort()).toEqual(Object.keys(leaves(SEARCH_TEXTS.en)).sort());
  });

  it('translates every modal text into Chinese', () => {
    const en = leaves(SEARCH_TEXTS.en.modal);
    const zh = leaves(SEARCH_TEXTS.zh.modal);
    expect(Object.keys(zh).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(zh)) {
      expect([key, text]).not.toEqual([key, en[key]]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });
});
