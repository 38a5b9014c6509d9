export type Appearance = 'light' | 'dark';

/** localStorage key of the reader's explicit choice; absent means "follow the system". */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';
