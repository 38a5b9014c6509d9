import { normalizePath, switchLanguagePath } from '@/lib/i18n/switch';

/** Route paths as the content index gives them (routeFromFile): pages without a slash, index pages with one. */
const EN_ROUTES = ['/', '/api/', '/api/commands', '/guide/start/introduction', '/guide/basic/deploy', '/plugin/system/introduction'];
const ZH_ROUTES = ['/zh/', '/zh/api/', '/zh/api/commands', '/zh/guide/start/introduction', '/zh/plugin/system/introduction'];

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

describe('switchLanguagePath', () => {
  describe('English → Chinese', () => {
    it('keeps the page', () => {
      expect(switchLanguagePath('/guide/start/introduction', 'zh', ZH_ROUTES)).toBe('/zh/guide/start/introduction');
    });

    it('keeps the page when the current path has a trailing slash', () => {
      expect(switchLanguagePath('/guide/start/introduction/', 'zh', ZH_ROUTES)).toBe('/zh/guide/start/introduction');
      expect(switchLanguagePath('/plugin/system/introduction/', 'zh', ZH_ROUTES)).toBe('/zh/plugin/system/introduction');
    });

    it('maps the home page to /zh/', () => {
      expect(switchLanguagePath('/', 'zh', ZH_ROUTES)).toBe('/zh/');
    });

    it('maps /api/ to /zh/api/ (index route keeps its slash)', () => {
      expect(switchLanguagePath('/api/', 'zh', ZH_ROUTES)).toBe('/zh/api/');
      expect(switchLanguagePath('/api', 'zh', ZH_ROUTES)).toBe('/zh/api/');
    });

    it('ignores the query and hash of the current address', () => {
      expect(switchLanguagePath('/api/commands/?x=1#build', 'zh', ZH_ROUTES)).toBe('/zh/api/commands');
    });

    it('falls back to the Chinese home when the page does not exist in Chinese', () => {
      expect(switchLanguagePath('/guide/basic/deploy', 'zh', ZH_ROUTES)).toBe('/zh/');
      expect(switchLanguagePath('/no/such/page/', 'zh', ZH_ROUTES)).toBe('/zh/');
    });
  });

  describe('Chinese → English', () => {
    it('keeps the page', () => {
      expect(switchLanguagePath('/zh/guide/start/introduction', 'en', EN_ROUTES)).toBe('/guide/start/introduction');
      expect(switchLanguagePath('/zh/guide/start/introduction/', 'en', EN_ROUTES)).toBe('/guide/start/introduction');
    });

    it('maps /zh/ and /zh to /', () => {
      expect(switchLanguagePath('/zh/', 'en', EN_ROUTES)).toBe('/');
      expect(switchLanguagePath('/zh', 'en', EN_ROUTES)).toBe('/');
    });

    it('maps /zh/api/ to /api/', () => {
      expect(switchLanguagePath('/zh/api/', 'en', EN_ROUTES)).toBe('/api/');
    });

    it('falls back to / when the page does not exist in English', () => {
      expect(switchLanguagePath('/zh/guide/only-in-chinese', 'en', EN_ROUTES)).toBe('/');
      expect(switchLanguagePath('/zh/guide/start/introduction', 'en', [])).toBe('/');
    });
  });

  it('returns the route as the target language lists it', () => {
    // the route list decides the trailing-slash form of the result
    expect(switchLanguagePath('/guide/start/introduction', 'zh', ['/zh/guide/start/introduction/'])).toBe('/zh/guide/start/introduction/');
  });
});
