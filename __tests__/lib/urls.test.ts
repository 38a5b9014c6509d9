import {
  cardPath,
  delocalizePath,
  exportedPath,
  isHomePath,
  langFromPath,
  localizePath,
  markdownPath,
  negotiatedTwinPath,
  normalizePath,
  routeOfKey,
  sectionOf,
  sectionOfPath,
  splitLangPrefix,
  switchLanguagePath,
} from '@/lib/urls';

describe('language prefix', () => {
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

  it('maps the Chinese home to /', () => {
    expect(delocalizePath('/zh')).toBe('/');
    expect(delocalizePath('/zh/')).toBe('/');
    expect(splitLangPrefix('/zh')).toEqual({ lang: 'zh', path: '/' });
  });

  it('strips the /zh prefix and keeps the rest, trailing slash included', () => {
    expect(delocalizePath('/zh/guide/start/introduction')).toBe('/guide/start/introduction');
    expect(splitLangPrefix('/zh/api/')).toEqual({ lang: 'zh', path: '/api/' });
  });

  it('leaves English paths and look-alikes alone', () => {
    expect(delocalizePath('/')).toBe('/');
    expect(delocalizePath('/api/')).toBe('/api/');
    expect(splitLangPrefix('/zhong/x')).toEqual({ lang: 'en', path: '/zhong/x' });
  });

  it('undoes localizePath', () => {
    for (const path of ['/', '/api/', '/guide/basic/deploy']) {
      for (const lang of ['en', 'zh'] as const) expect(splitLangPrefix(localizePath(path, lang))).toEqual({ lang, path });
    }
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

describe('normalizePath', () => {
  it.each([
    ['/guide/x/', '/guide/x'],
    ['/guide/x', '/guide/x'],
    ['/guide/x///', '/guide/x'],
    ['/api/', '/api'],
    ['/zh/', '/zh'],
    ['/', '/'],
    ['', '/'],
    ['/guide/x/?q=1', '/guide/x'],
    ['/guide/x#intro', '/guide/x'],
    ['?q=1', '/'],
  ])('%p → %p', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('route paths', () => {
  it('gives every exported page a trailing slash', () => {
    expect(exportedPath('/guide/basic/ssg')).toBe('/guide/basic/ssg/');
    expect(exportedPath('/zh/')).toBe('/zh/');
  });

  it('maps page keys to routes, index pages ending with a slash', () => {
    expect(routeOfKey('guide/start/introduction', 'en')).toBe('/guide/start/introduction');
    expect(routeOfKey('api/index', 'en')).toBe('/api/');
    expect(routeOfKey('index', 'en')).toBe('/');
    expect(routeOfKey('api/index', 'zh')).toBe('/zh/api/');
    expect(routeOfKey('index', 'zh')).toBe('/zh/');
  });

  it('knows the home page in both languages, with or without its slash', () => {
    for (const path of ['/', '/zh', '/zh/', '/?q=1']) expect(isHomePath(path)).toBe(true);
    for (const path of ['/api/', '/zh/api', '/zhong']) expect(isHomePath(path)).toBe(false);
  });
});

describe('sections', () => {
  it('is the first folder of a key', () => {
    expect(sectionOf('guide/start/introduction')).toBe('guide');
    expect(sectionOf('api/index')).toBe('api');
  });

  it('is the first folder of an address after the language prefix; the home page has none', () => {
    expect(sectionOfPath('/zh/guide/start/introduction')).toBe('guide');
    expect(sectionOfPath('/api/')).toBe('api');
    expect(sectionOfPath('/')).toBe('');
    expect(sectionOfPath('/zh/')).toBe('');
  });
});

describe('switchLanguagePath', () => {
  describe('English → Chinese', () => {
    it('keeps the page, as the export serves it', () => {
      expect(switchLanguagePath('/guide/start/introduction', 'zh')).toBe('/zh/guide/start/introduction/');
      expect(switchLanguagePath('/guide/start/introduction/', 'zh')).toBe('/zh/guide/start/introduction/');
    });

    it('maps the home page to /zh/ and /api/ to /zh/api/', () => {
      expect(switchLanguagePath('/', 'zh')).toBe('/zh/');
      expect(switchLanguagePath('/api', 'zh')).toBe('/zh/api/');
    });

    it('ignores the query and hash of the current address', () => {
      expect(switchLanguagePath('/api/commands/?x=1#build', 'zh')).toBe('/zh/api/commands/');
    });
  });

  describe('Chinese → English', () => {
    it('keeps the page', () => {
      expect(switchLanguagePath('/zh/guide/start/introduction', 'en')).toBe('/guide/start/introduction/');
    });

    it('maps /zh/ and /zh to /, and /zh/api/ to /api/', () => {
      expect(switchLanguagePath('/zh/', 'en')).toBe('/');
      expect(switchLanguagePath('/zh', 'en')).toBe('/');
      expect(switchLanguagePath('/zh/api/', 'en')).toBe('/api/');
    });
  });
});

describe('files beside a page', () => {
  it('places a Markdown twin next to each page', () => {
    expect(markdownPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownPath('/zh/api/')).toBe('/zh/api/index.md');
  });

  it('names the social card by language and key', () => {
    expect(cardPath({ key: 'guide/start/introduction', record: { lang: 'en' } } as Parameters<typeof cardPath>[0])).toBe(
      '/og/en/guide/start/introduction.png',
    );
    expect(cardPath({ key: 'index', record: { lang: 'zh' } } as Parameters<typeof cardPath>[0])).toBe('/og/zh/index.png');
  });
});

describe('negotiatedTwinPath', () => {
  it('maps a page URL, with or without its slash, to its URL + .md; the home page to /index.md', () => {
    expect(negotiatedTwinPath('/guide/start/introduction/')).toBe('/guide/start/introduction.md');
    expect(negotiatedTwinPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(negotiatedTwinPath('/api/')).toBe('/api.md');
    expect(negotiatedTwinPath('/zh/')).toBe('/zh.md');
    expect(negotiatedTwinPath('/')).toBe('/index.md');
  });

  it('leaves files alone', () => {
    expect(negotiatedTwinPath('/guide/start/introduction.md')).toBeUndefined();
    expect(negotiatedTwinPath('/_next/static/chunks/main.js')).toBeUndefined();
    expect(negotiatedTwinPath('/llms.txt')).toBeUndefined();
  });
});
