import type { ReactNode } from 'react';

/** h2–h4 with a `#` link to itself, shown on hover and focus. */
export function heading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    return (
      <Tag id={id}>
        {children}
        {id && (
          <a className="heading-anchor" href={`#${id}`} aria-label="#">
            #
          </a>
        )}
      </Tag>
    );
  };
}
