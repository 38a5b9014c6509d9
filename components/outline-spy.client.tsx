'use client';

import { useEffect } from 'react';

/** Marks the outline link of the heading the reader is at (the last one scrolled past the top band). */
export function OutlineSpy({ ids }: { ids: string[] }) {
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = 96;
      let active = headings[0];
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top - offset <= 0) active = heading;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) active = headings[headings.length - 1];
      for (const link of document.querySelectorAll<HTMLAnchorElement>('.outline-link')) {
        const on = link.hash === `#${active.id}`;
        link.toggleAttribute('data-active', on);
        if (on) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return null;
}
