'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { delocalizePath } from '@/lib/i18n/locales';
import { normalizePath } from '@/lib/i18n/switch';
import { anyOverlayOpen } from './overlay-state';

const SHOW_NEAR_TOP_PX = 64;

/** hideNavbar: 'auto': on doc pages the navbar slides away while scrolling down, back on scrolling up. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const isHome = normalizePath(delocalizePath(usePathname() ?? '/')) === '/';
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (isHome) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < SHOW_NEAR_TOP_PX || y < last || anyOverlayOpen()) setHidden(false);
      else if (y > last + 4) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isHome]);

  return (
    <header className="navbar" data-hidden={(hidden && !isHome) || undefined} onFocusCapture={() => setHidden(false)}>
      <div className="navbar-inner">{children}</div>
    </header>
  );
}
