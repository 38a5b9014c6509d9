import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

/** h2–h4 with a `#` link to itself, shown on hover and focus. */
export function heading(Tag: 'h2' | 'h3' | 'h4') {
  return async function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    const t = await getTranslations('theme');
    return (
      <Tag id={id}>
        {children}
        {id && (
          <a className="heading-anchor" href={`#${id}`} aria-label={t('anchor')}>
            #
          </a>
        )}
      </Tag>
    );
  };
}
