import { normalizePath, switchLanguagePath } from '@/lib/i18n/switch';

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
