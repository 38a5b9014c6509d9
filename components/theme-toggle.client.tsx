'use client';

import { useEffect, useState } from 'react';
import { APPEARANCE_STORAGE_KEY, type Appearance } from '@/lib/appearance';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch; remembers the choice. No transition (enableAppearanceAnimation: false). */
export function ThemeToggle({ labels }: { labels: { dark: string; light: string } }) {
  const [appearance, setAppearance] = useState<Appearance | null>(null);

  useEffect(() => {
    setAppearance(document.documentElement.classList.contains('dark') ? 'dark' : 'light');
  }, []);

  const toggle = () => {
    const next: Appearance = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
    localStorage.setItem(APPEARANCE_STORAGE_KEY, next);
    setAppearance(next);
  };

  const label = appearance === 'dark' ? labels.light : labels.dark;
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-label={label} title={label}>
      <SunIcon className="only-light" />
      <MoonIcon className="only-dark" />
    </button>
  );
}
