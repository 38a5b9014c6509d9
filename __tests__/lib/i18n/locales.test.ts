import { DEFAULT_LANG, HTML_LANG, LANGS, delocalizePath, isLang, langFromPath, localizePath } from '@/lib/i18n/locales';

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

describe('langFromPath', () => {
  it.each([
    ['/zh/', 'zh'],
    ['/zh', 'zh'],
    ['/zh/guide/start/introduction', 'zh'],
    ['/zh/api/', 'zh'],
    // The rule: any path containing "zh" is Chinese, wherever it appears
    ['/guide/zh-notes', 'zh'],
    ['/api/zhong', 'zh'],
  ])('%s is Chinese', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it.each(['/', '/guide/start/introduction', '/api/', '/plugin/system/introduction/', ''])('%s is English', (path) => {
    expect(langFromPath(path)).toBe('en');
  });
});

describe('localizePath', () => {
  it('leaves English paths alone', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/guide/start/introduction', 'en')).toBe('/guide/start/introduction');
    expect(localizePath('/api/', 'en')).toBe('/api/');
  });

  it('prefixes Chinese paths with /zh', () => {
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/guide/start/introduction', 'zh')).toBe('/zh/guide/start/introduction');
    expect(localizePath('/api/', 'zh')).toBe('/zh/api/');
  });
});

describe('delocalizePath', () => {
  it('maps the Chinese home to /', () => {
    expect(delocalizePath('/zh')).toBe('/');
    expect(delocalizePath('/zh/')).toBe('/');
  });

  it('strips the /zh prefix and keeps the rest, trailing slash included', () => {
    expect(delocalizePath('/zh/guide/start/introduction')).toBe('/guide/start/introduction');
    expect(delocalizePath('/zh/api/')).toBe('/api/');
  });

  it('leaves English paths and look-alikes alone', () => {
    expect(delocalizePath('/')).toBe('/');
    expect(delocalizePath('/api/')).toBe('/api/');
    expect(delocalizePath('/guide/start/introduction')).toBe('/guide/start/introduction');
    expect(delocalizePath('/zhong/x')).toBe('/zhong/x');
  });

  it('undoes localizePath', () => {
    for (const path of ['/', '/api/', '/guide/basic/deploy']) {
      expect(delocalizePath(localizePath(path, 'zh'))).toBe(path);
    }
  });
});
