'use client';

import { useSyncExternalStore } from 'react';
import { APPEARANCE_STORAGE_KEY, type Appearance } from '@/lib/appearance';
import { MoonIcon, SunIcon } from './icons';

/** The appearance is the `dark` class on <html>, set first by the blocking theme script. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const current = (): Appearance => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** Light/dark switch; remembers the choice. No transition (enableAppearanceAnimation: false). */
export function ThemeToggle({ labels }: { labels: { dark: string; light: string } }) {
  // null in the static HTML, which cannot know the reader's appearance.
  const appearance = useSyncExternalStore(subscribe, current, () => null);

  const toggle = () => {
    const next: Appearance = current() === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
    localStorage.setItem(APPEARANCE_STORAGE_KEY, next);
  };

  const label = appearance === 'dark' ? labels.light : labels.dark;
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-label={label} title={label}>
      <SunIcon className="only-light" />
      <MoonIcon className="only-dark" />
    </button>
  );
}
