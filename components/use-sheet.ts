'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { setOverlayOpen, type Overlay } from './overlay-state';
import { preload, recovering } from './stale-build';

// Radix Dialog loads when a person first reaches for a sheet's button, not with the page.
const loadSheet = () => import('./sheet.client');
export const Sheet = dynamic(recovering(loadSheet), { ssr: false });

/**
 * Open state of a sheet opened by one button. A sheet belongs to the page it was opened on, so a
 * navigation closes it; it reports itself to the overlay state and mounts only once wanted (so no
 * page pays for Radix up front).
 */
export function useSheet(name: Overlay) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = openOn !== null && openOn === pathname;

  useEffect(() => {
    setOverlayOpen(name, open);
    return () => setOverlayOpen(name, false);
  }, [name, open]);

  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onFocus: () => preload(loadSheet),
    onPointerEnter: () => preload(loadSheet),
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, wanted, trigger, triggerProps };
}
