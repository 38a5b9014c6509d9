import { createElement, useEffect, useState, type ComponentType } from 'react';
import { recovering } from './stale-build';

/**
 * A part of the page that loads on demand (a dialog, a popover): its chunk loads once it is wanted
 * (or warmed on hover), and it renders as soon as the chunk is in. Not `next/dynamic`: React throttles
 * the reveal of its Suspense boundary, so a part loaded in a few milliseconds still showed a good
 * while later, on every first open. When the part is wanted and its chunk of the old build
 * is gone, the page reloads into the new build (stale-build.ts); `query` reopens search there.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, query?: string) {
  let Component: ComponentType<P> | undefined;
  const keep = (module: { default: ComponentType<P> }) => {
    Component = module.default;
  };
  const wantedLoad = recovering(load, query);
  return {
    /** Starts the download early (on hover or focus); a failure shows only once the part is wanted. */
    preload: () => void load().then(keep, () => {}),
    /** Whether the part renders: it is `wanted` and its code is in (asked for once wanted). */
    useReady(wanted: boolean): boolean {
      const [ready, setReady] = useState(() => Component !== undefined);
      useEffect(() => {
        if (!wanted || ready) return;
        let live = true;
        // A failed load leaves the part closed (a chunk a deploy removed has sent the page to the new build).
        wantedLoad().then(
          (module) => {
            keep(module);
            if (live) setReady(true);
          },
          () => {},
        );
        return () => {
          live = false;
        };
      }, [wanted, ready]);
      return wanted && ready;
    },
    /** The part, once ready. */
    Render: (props: P) => (Component ? createElement(Component, props) : null),
  };
}
