'use client';

import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
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
  const ref = useRef<HTMLImageElement>(null);
  // The library zooms on a change of `isZoomed`, and draws its dialog (with its zoom button) only once
  // it has loaded its own copy of the image, later on a slow device or network: a change before that is
  // lost, and the image could never zoom again. Open when its button appears.
  useEffect(() => {
    const wrapper = ref.current?.closest('[data-rmiz]');
    if (!Zoom || !wrapper) return;
    const openWhenReady = () => {
      if (!wrapper.querySelector('[data-rmiz-btn-zoom]')) return false;
      setZoomed(true);
      return true;
    };
    if (openWhenReady()) return;
    const observer = new MutationObserver(() => openWhenReady() && observer.disconnect());
    observer.observe(wrapper, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [Zoom]);
  const img = <img ref={ref} alt={alt} loading="lazy" {...props} />;

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
