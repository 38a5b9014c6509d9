import { DEFAULT_LANG, HTML_LANG, LANGS, isLang } from '@/lib/i18n/locales';

describe('language constants', () => {
  it('has English as the default and Chinese as the other language', () => {
    expect(LANGS).toEqual(['en', 'zh']);
    expect(DEFAULT_LANG).toBe('en');
    expect(HTML_LANG).toEqual({ en: 'en', zh: 'zh-CN' });
  });

  it('recognises only the two languages', () => {
    expect(isLang('en')).toBe(true);
    expect(isLang('zh')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang('')).toBe(false);
    expect(isLang('zh-CN')).toBe(false);
  });
});
