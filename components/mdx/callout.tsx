import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CalloutKind } from '@/lib/mdx/component-names';

/** `:::tip` and friends; `details` is collapsible. */
export async function Callout({ type, title, children }: { type: CalloutKind; title?: string; children: ReactNode }) {
  // MDX components get no props from the route: the page's setRequestLocale gives the language.
  const heading = title ?? (await getTranslations('callout'))(type);
  if (type === 'details') {
    return (
      <details className="callout callout-details">
        <summary className="callout-title">{heading}</summary>
        <div className="callout-body">{children}</div>
      </details>
    );
  }
  return (
    <div className={`callout callout-${type}`}>
      <p className="callout-title">{heading}</p>
      <div className="callout-body">{children}</div>
    </div>
  );
}
