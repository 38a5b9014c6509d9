'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { scrollIntent, type ScrollIntent } from '@/lib/browser/scroll-intent';
import { isHomePath } from '@/lib/urls';
import { anyOverlayOpen } from './overlay-state';

const SHOW_NEAR_TOP_PX = 64;
/** How long after the reader's last wheel, key or touch a scroll still counts as theirs (a fling glides on). */
const INTENT_MS = 1000;
/** `html.jumped`: the reader jumped (End, Home, the scrollbar): the article is laid out in full (app/styles/prose.css). */
const JUMPED = 'jumped';

/**
 * hideNavbar: 'auto': on doc pages the navbar slides away while the reader scrolls down, and comes
 * back when they scroll up. Only the reader's own scrolling counts: when blocks past the first screen
 * render (content-visibility) the browser moves the page to keep what is on screen in place, which
 * must neither show nor hide the navbar.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const isHome = isHomePath(pathname);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (isHome) return;
    let last = window.scrollY;
    let intent: { direction: ScrollIntent; until: number } = { direction: 'none', until: 0 };
    const note = (direction: ScrollIntent) => {
      if (direction !== 'none') intent = { direction, until: performance.now() + INTENT_MS };
    };
    const onWheel = (event: WheelEvent) => note(scrollIntent({ wheelY: event.deltaY }));
    const onKey = (event: KeyboardEvent) => {
      const direction = scrollIntent({ key: event.key, shift: event.shiftKey });
      // A jump to the end or the start lands where it should only if everything above is laid out.
      if (event.key === 'End' || event.key === 'Home') document.documentElement.classList.add(JUMPED);
      note(direction);
    };
    let touchY: number | undefined;
    const onTouch = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (touchY !== undefined && y !== undefined) note(scrollIntent({ wheelY: touchY - y }));
      touchY = y;
    };
    // A press on the page's own scrollbar (the root element is the target): a drag, either way.
    const onPointer = (event: PointerEvent) => {
      if (event.target === document.documentElement) {
        document.documentElement.classList.add(JUMPED);
        note('any');
      }
    };
    const onScroll = () => {
      const y = window.scrollY;
      const ours = performance.now() < intent.until ? intent.direction : 'none';
      if (y < SHOW_NEAR_TOP_PX || anyOverlayOpen()) setHidden(false);
      else if (y < last && (ours === 'up' || ours === 'any')) setHidden(false);
      else if (y > last + 4 && (ours === 'down' || ours === 'any')) setHidden(true);
      last = y;
    };
    const options = { passive: true } as const;
    window.addEventListener('scroll', onScroll, options);
    window.addEventListener('wheel', onWheel, options);
    window.addEventListener('keydown', onKey, options);
    window.addEventListener('touchmove', onTouch, options);
    window.addEventListener('touchend', () => (touchY = undefined), options);
    window.addEventListener('pointerdown', onPointer, options);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchmove', onTouch);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [isHome]);

  // A new page starts with its blocks past the first screen skipped again.
  useEffect(() => document.documentElement.classList.remove(JUMPED), [pathname]);

  return (
    <header className="navbar" data-hidden={(hidden && !isHome) || undefined} onFocusCapture={() => setHidden(false)}>
      <div className="navbar-inner">{children}</div>
    </header>
  );
}
