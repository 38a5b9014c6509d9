import type { ReactNode } from 'react';
import type { CalloutKind } from '@/lib/mdx/component-names';
import { mdxLang } from './locale';

const TITLES: Record<string, Record<CalloutKind, string>> = {
  en: { tip: 'TIP', info: 'INFO', warning: 'WARNING', danger: 'DANGER', details: 'DETAILS', note: 'NOTE' },
  zh: { tip: '提示', info: '信息', warning: '警告', danger: '危险', details: '详细信息', note: '注意' },
};

/** `:::tip` and friends; `details` is collapsible. */
export async function Callout({ type, title, children }: { type: CalloutKind; title?: string; children: ReactNode }) {
  const heading = title ?? TITLES[await mdxLang()][type] ?? type.toUpperCase();
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
