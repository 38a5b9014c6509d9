'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '@/lib/types';
import { isApplePlatform, searchShortcut } from '@/lib/search/client/shortcut';
import { SearchIcon } from '../icons';
import { setOverlayOpen } from '../overlay-state';
import { Optional } from '../optional.client';
import { lazyPart } from '../lazy-part';
import { takeQuery } from '@/lib/browser/stale-build';
import type { LocalClients, SearchTexts } from './search-modal.client';

// The dialog (DocSearch, far larger than the button) loads on first open; the button and shortcut stay small.
const Modal = lazyPart(() => import('./search-modal.client'), '');

const noSubscription = () => () => {};

export function SearchButton({ lang, label, texts, indexUrl }: { lang: Lang; label: string; texts: SearchTexts; indexUrl: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [clients] = useState<LocalClients>(() => new Map());
  const ready = Modal.useReady(wanted);
  // null in the static HTML and during hydration; the platform once the page runs in the browser.
  const apple = useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(navigator.userAgent),
    () => null,
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = searchShortcut(event, open);
      if (!action) return;
      event.preventDefault();
      setWanted(true);
      setOpen(action === 'toggle' ? !open : action === 'open');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => setOverlayOpen('search', open), [open]);
  // The page was loaded again because a deploy replaced the search file: the dialog comes back with its query.
  useEffect(() => {
    const query = takeQuery(sessionStorage, location.href);
    if (query === undefined) return;
    const frame = requestAnimationFrame(() => {
      setInitialQuery(query);
      setWanted(true);
      setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const key = apple ? '⌘' : 'Ctrl';
  // data-ready: the shortcut listener is attached (the page has hydrated).
  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={Modal.preload}
        onFocus={Modal.preload}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-ready={apple !== null || undefined}
      >
        <SearchIcon />
        {/* The name at every width: phones hide this text only visually. The hint is no part of the name
            (aria-keyshortcuts says it), so the name is the same at every width. */}
        <span className="search-button-text">{label}</span>
        <kbd className="search-button-keys" aria-hidden="true">
          <span>{key}</span> <span>K</span>
        </kbd>
      </button>
      {ready && open && (
        <Optional>
          <Modal.Render
            lang={lang}
            texts={texts}
            indexUrl={indexUrl}
            initialQuery={initialQuery}
            onClose={() => setOpen(false)}
            clients={clients}
          />
        </Optional>
      )}
    </>
  );
}
