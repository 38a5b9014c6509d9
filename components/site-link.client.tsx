'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * Every link to a page of the site. Next's `<Link>` prefetches each link that comes into view, which on
 * a docs page is every sidebar entry: dozens of requests a reader mostly never follows. This one
 * prefetches a page when the reader shows the intent to open it (pointer over it, focus on it, a touch),
 * which still leaves the payload time to arrive before the click lands.
 */
export function SiteLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Next's default prefetch; false turns off its viewport and hover prefetch alike.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
