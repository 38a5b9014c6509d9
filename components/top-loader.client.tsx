'use client';

import dynamic from 'next/dynamic';

// The progress bar matters from the first client navigation on, not for the first paint. Without its
// chunk (a deploy removed it) the page simply goes without it.
const NextTopLoader = dynamic(() => import('nextjs-toploader').catch(() => ({ default: () => null })), { ssr: false });

export function TopLoader() {
  return <NextTopLoader color="var(--rp-c-brand)" showSpinner={false} height={2} />;
}
