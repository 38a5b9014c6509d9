import { isApplePlatform, isEditableTarget, searchShortcut } from '@/lib/search/client/shortcut';

type Press = Parameters<typeof searchShortcut>[0];
const press = (key: string, extra: Partial<Press> = {}): Press => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

describe('searchShortcut', () => {
  it('toggles on Ctrl+K and Meta+K, open or closed', () => {
    for (const isOpen of [false, true]) {
      expect(searchShortcut(press('k', { ctrlKey: true }), isOpen)).toBe('toggle');
      expect(searchShortcut(press('k', { metaKey: true }), isOpen)).toBe('toggle');
      expect(searchShortcut(press('K', { ctrlKey: true }), isOpen)).toBe('toggle');
    }
  });

  it('toggles on Ctrl+K even inside a text field', () => {
    expect(searchShortcut(press('k', { ctrlKey: true, target: document.createElement('input') }), false)).toBe('toggle');
  });

  it('does nothing on K alone or with Alt', () => {
    expect(searchShortcut(press('k'), false)).toBeUndefined();
    expect(searchShortcut(press('k', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
    expect(searchShortcut(press('k', { metaKey: true, altKey: true }), true)).toBeUndefined();
  });

  it('opens on / when closed and focus is not in a text field', () => {
    expect(searchShortcut(press('/'), false)).toBe('open');
    expect(searchShortcut(press('/', { target: document.createElement('button') }), false)).toBe('open');
    expect(searchShortcut(press('/', { target: null }), false)).toBe('open');
  });

  it('does not open on / when already open', () => {
    expect(searchShortcut(press('/'), true)).toBeUndefined();
  });

  it('does not open on / with Ctrl or Meta', () => {
    expect(searchShortcut(press('/', { ctrlKey: true }), false)).toBeUndefined();
    expect(searchShortcut(press('/', { metaKey: true }), false)).toBeUndefined();
  });

  it.each(['input', 'textarea', 'select'])('does not open on / typed in a %s', (tag) => {
    expect(searchShortcut(press('/', { target: document.createElement(tag) }), false)).toBeUndefined();
  });

  it('does not open on / typed in contenteditable content', () => {
    // jsdom does not compute isContentEditable, so the element says it as a browser would.
    const editable = Object.assign(document.createElement('div'), { contentEditable: 'true' });
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(searchShortcut(press('/', { target: editable }), false)).toBeUndefined();
  });

  it('closes on Escape only when open', () => {
    expect(searchShortcut(press('Escape'), true)).toBe('close');
    expect(searchShortcut(press('Escape'), false)).toBeUndefined();
  });

  it('ignores other keys', () => {
    expect(searchShortcut(press('a'), false)).toBeUndefined();
    expect(searchShortcut(press('Enter'), true)).toBeUndefined();
    expect(searchShortcut(press('j', { ctrlKey: true }), false)).toBeUndefined();
  });
});

describe('isEditableTarget', () => {
  it('is true for text fields and editable content', () => {
    expect(isEditableTarget(document.createElement('input'))).toBe(true);
    expect(isEditableTarget(document.createElement('textarea'))).toBe(true);
    expect(isEditableTarget(document.createElement('select'))).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
  });

  it('is false for other elements, null and non-elements', () => {
    expect(isEditableTarget(document.createElement('div'))).toBe(false);
    expect(isEditableTarget(document.body)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
  });
});

describe('isApplePlatform', () => {
  it('is true on macOS and iOS', () => {
    expect(
      isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
    ).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe(true);
  });

  it('is false on Windows, Linux and Android', () => {
    expect(
      isApplePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'),
    ).toBe(false);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe(false);
    expect(isApplePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(false);
    expect(isApplePlatform('')).toBe(false);
  });
});
