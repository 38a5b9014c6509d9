'use client';

import { useEffect } from 'react';
import { reloadIntoNewBuild } from '@/components/stale-build';
import { isStaleBuildError } from '@/lib/site/stale-build';

/**
 * Last-resort error page (the root layout itself failed): plain, in both languages (see next.config.mjs).
 * A chunk that a deploy removed is no reason for it: the page loads again from the new build instead.
 */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    if (isStaleBuildError(error)) reloadIntoNewBuild();
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>{process.env.GLOBAL_ERROR_TITLE}</h1>
        <button type="button" onClick={reset}>
          {process.env.GLOBAL_ERROR_RETRY}
        </button>
      </body>
    </html>
  );
}
