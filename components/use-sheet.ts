'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { setOverlayOpen, type Overlay } from './overlay-state';
import { lazyPart } from './lazy-part';

// Radix Dialog loads when a person first reaches for a sheet's button, not with the page.
const SheetPart = lazyPart(() => import('./sheet.client'));
export const Sheet = SheetPart.Render;

/**
 * Open state of a sheet opened by one button. A sheet belongs to the page it was opened on, so a
 * navigation closes it; it reports itself to the overlay state, and `ready` (render the sheet) turns
 * true once it was first wanted and its chunk is in (so no page pays for Radix up front).
 */
export function useSheet(name: Overlay) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = openOn !== null && openOn === pathname;
  const ready = SheetPart.useReady(wanted);

  useEffect(() => {
    setOverlayOpen(name, open);
    return () => setOverlayOpen(name, false);
  }, [name, open]);

  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onFocus: SheetPart.preload,
    onPointerEnter: SheetPart.preload,
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, ready, trigger, triggerProps };
}
