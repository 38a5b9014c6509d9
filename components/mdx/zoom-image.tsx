'use client';

import Zoom from 'react-medium-image-zoom';
import type { ComponentProps } from 'react';

/** Content images zoom on click; `span` wrapper because images sit inside paragraphs. */
export function ZoomImage({ alt = '', ...props }: ComponentProps<'img'>) {
  return (
    <Zoom wrapElement="span">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img alt={alt} loading="lazy" {...props} />
    </Zoom>
  );
}
