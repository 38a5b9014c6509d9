import { APPEARANCE_STORAGE_KEY, resolveAppearance } from '@/lib/appearance';

describe('appearance', () => {
  it('stores the choice under rspress-theme-appearance', () => {
    expect(APPEARANCE_STORAGE_KEY).toBe('rspress-theme-appearance');
  });

  it('uses an explicit stored choice over the system preference', () => {
    expect(resolveAppearance('dark', false)).toBe('dark');
    expect(resolveAppearance('light', true)).toBe('light');
  });

  it('follows the system without a valid stored choice', () => {
    expect(resolveAppearance(null, true)).toBe('dark');
    expect(resolveAppearance(null, false)).toBe('light');
    expect(resolveAppearance('auto', true)).toBe('dark');
    expect(resolveAppearance('', false)).toBe('light');
    expect(resolveAppearance('DARK', false)).toBe('light');
  });
});
