export type Appearance = 'light' | 'dark';

/** localStorage key of the reader's explicit choice; absent means "follow the system". */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';

export function resolveAppearance(stored: string | null, systemPrefersDark: boolean): Appearance {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
