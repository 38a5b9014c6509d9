'use client';

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { ControlledProps } from 'react-medium-image-zoom';
import { isStaleBuildError } from '@/lib/browser/stale-build';
import { reloadIntoNewBuild } from '../stale-build';

type Zoom = ComponentType<ControlledProps>;

/**
 * Content images zoom on click (react-medium-image-zoom, closed by Escape or scrolling). The library
 * loads on the first click, so pages do not pay for it up front; `span` because images sit inside
 * paragraphs.
 */
export function ZoomImage({ alt = '', ...props }: ComponentProps<'img'>) {
  const [Zoom, setZoom] = useState<Zoom | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // The library zooms on a change of `isZoomed`, and creates its dialog only after its first render:
  // open on the next frame, once it has mounted unzoomed.
  useEffect(() => {
    if (!Zoom) return;
    const frame = requestAnimationFrame(() => setZoomed(true));
    return () => cancelAnimationFrame(frame);
  }, [Zoom]);
  const img = <img alt={alt} loading="lazy" {...props} />;

  if (Zoom) {
    return (
      <Zoom isZoomed={zoomed} onZoomChange={setZoomed} wrapElement="span">
        {img}
      </Zoom>
    );
  }
  const open = async () => {
    try {
      const { Controlled } = await import('./zoom');
      setZoom(() => Controlled);
    } catch (error) {
      // A deploy removed the chunk: reload into the new build; otherwise the image stays as it is.
      if (isStaleBuildError(error)) reloadIntoNewBuild();
    }
  };
  return (
    <button type="button" className="zoom-button" onClick={open} aria-haspopup="dialog">
      {img}
    </button>
  );
}
