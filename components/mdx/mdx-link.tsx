import { SiteLink } from '../site-link.client';
import type { ComponentProps } from 'react';

/** Internal links navigate client-side; external ones open in a new tab. */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/'))
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  if (href.startsWith('#'))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
