'use client';

import { lazyPart } from './lazy-part';

// The progress bar matters from the first client navigation on, not for the first paint. Without its
// chunk (a deploy removed it) the page simply goes without it.
const Loader = lazyPart(() => import('nextjs-toploader').catch(() => ({ default: () => null })));

export function TopLoader() {
  return Loader.useReady(true) && <Loader.Render color="var(--rp-c-brand)" showSpinner={false} height={2} />;
}
