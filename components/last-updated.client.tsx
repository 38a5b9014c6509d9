'use client';

import { useEffect, useState } from 'react';

/** The ISO date in the static HTML; the reader's language formats it after mount (no mismatch). */
export function LastUpdated({ iso, locale, label }: { iso: string; locale: string; label: string }) {
  const [text, setText] = useState(iso.slice(0, 10));
  useEffect(() => {
    setText(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)));
  }, [iso, locale]);
  return (
    <p className="last-updated">
      {label} <time dateTime={iso}>{text}</time>
    </p>
  );
}
