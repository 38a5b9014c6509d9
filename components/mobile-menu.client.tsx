'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import { setOverlayOpen } from './overlay-state';

/** Under 768 px: one button opens nav, language, appearance and social links. */
export function MobileMenu({ labels, children }: { labels: { open: string; close: string }; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    setOverlayOpen('menu', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={id} className="mobile-menu-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
