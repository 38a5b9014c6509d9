import { messagesOf } from '@/lib/i18n/messages';

/** Every leaf of a message tree by its dotted key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value as object, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments and tags a message uses: `{date}`, `<time>`. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('messages/en.json and messages/zh.json', () => {
  const en = leaves(messagesOf('en'));
  const zh = leaves(messagesOf('zh'));

  it('have the same keys: none exists in one language only', () => {
    expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
    expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('have no empty message', () => {
    expect([...en, ...zh].filter(([, value]) => !value.trim()).map(([key]) => key)).toEqual([]);
  });

  // A machine without an emoji font (a fresh Linux desktop) draws an emoji as a box: icons are SVGs.
  it('hold no emoji', () => {
    expect([...en, ...zh].filter(([, value]) => /\p{Extended_Pictographic}/u.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('use the same ICU arguments in both languages', () => {
    for (const [key, message] of en) expect([key, placeholders(zh.get(key)!)]).toEqual([key, placeholders(message)]);
  });

  it('are translated: the Chinese UI texts are not the English ones', () => {
    const same = [...en].filter(([key, value]) => zh.get(key) === value && /[a-z]{3}/.test(value)).map(([key]) => key);
    // Product names, and the label the facts give in English for both languages (site.yaml: clientApi).
    expect(same.filter((key) => !/^(toolStack\.title|nav\.api|sidebar\.clientApi)$/.test(key))).toEqual([]);
  });
});

describe('the search dialog texts (namespace search)', () => {
  it("keep DocSearch's wording in English", () => {
    const { search } = messagesOf('en');
    expect(search.button).toBe('Search');
    expect(search.modal.errorScreen).toEqual({
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    });
    expect(search.modal.noResultsScreen.noResultsText).toBe('No results for');
  });

  it('are all translated into Chinese', () => {
    const en = leaves(messagesOf('en').search);
    const zh = leaves(messagesOf('zh').search);
    expect(zh.size).toBeGreaterThan(20);
    for (const [key, text] of zh) expect([key, text]).not.toEqual([key, en.get(key)]);
  });
});
