import { SiteLink } from '../site-link.client';
import { sourcePath } from '@/lib/mdx/source-path';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

/** Inline label: `<Badge type="tip" text="New" />`. */
export function Badge({
  type = 'tip',
  text,
  children,
}: {
  type?: 'tip' | 'info' | 'warning' | 'danger';
  text?: string;
  children?: ReactNode;
}) {
  return <span className={`badge badge-${type}`}>{text ?? children}</span>;
}

/** Numbered steps: every h3 inside starts a step (CSS counters). */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}

/** A card linking to a page or an external site. */
export function LinkCard({ href, title, description }: { href: string; title: string; description?: string }) {
  const body = (
    <>
      <span className="link-card-title">{title}</span>
      {description && <span className="link-card-desc">{description}</span>}
    </>
  );
  return href.startsWith('/') ? (
    <SiteLink className="link-card" href={href}>
      {body}
    </SiteLink>
  ) : (
    <a className="link-card" href={href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  );
}

/** A link to a source file on GitHub. */
export async function SourceCode({ href }: { href: string; platform?: string }) {
  const t = await getTranslations('theme');
  return (
    <a className="source-code" href={href} target="_blank" rel="noopener noreferrer">
      {t('sourceLink', { path: sourcePath(href) })}
    </a>
  );
}
