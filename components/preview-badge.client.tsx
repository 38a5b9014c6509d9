'use client';

import { useState } from 'react';
import { CloseIcon } from './icons';

/** On preview deployments: which branch and commit this is; dismissible. */
export function PreviewBadge({ label, branch, commit, dismiss }: { label: string; branch: string; commit: string; dismiss: string }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className="preview-badge" role="status">
      <strong>{label}</strong> <span>{branch}</span>
      {commit && <code>{commit}</code>}
      <button type="button" className="icon-button" onClick={() => setShown(false)} aria-label={dismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
