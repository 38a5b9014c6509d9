import { scrollIntent } from '@/lib/browser/scroll-intent';

describe('scrollIntent', () => {
  it('reads the direction of a wheel or a finger', () => {
    expect(scrollIntent({ wheelY: 120 })).toBe('down');
    expect(scrollIntent({ wheelY: -3 })).toBe('up');
    expect(scrollIntent({ wheelY: 0 })).toBe('none');
  });

  it('reads the keys that scroll a page, Space and Shift+Space included', () => {
    expect(['ArrowDown', 'PageDown', 'End'].map((key) => scrollIntent({ key }))).toEqual(['down', 'down', 'down']);
    expect(['ArrowUp', 'PageUp', 'Home'].map((key) => scrollIntent({ key }))).toEqual(['up', 'up', 'up']);
    expect(scrollIntent({ key: ' ' })).toBe('down');
    expect(scrollIntent({ key: ' ', shift: true })).toBe('up');
    expect(scrollIntent({ key: 'a' })).toBe('none');
  });
});
