'use client';

import { Optional } from './optional.client';
import { lazyPart } from './lazy-part';
import { useEffect, useId, useRef, useState } from 'react';
import { CopyIcon } from './icons';
import { setOverlayOpen } from './overlay-state';

const Popover = lazyPart(() => import('./anchored-popover.client'));
const AnchoredPopover = Popover.Render;

interface Labels {
  menu: string;
  copy: string;
  copied: string;
  view: string;
  failed: string;
}

/** "Copy page": puts the page's Markdown twin on the clipboard, or opens it. */
export function CopyPage({ markdownUrl, labels }: { markdownUrl: string; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const trigger = useRef<HTMLButtonElement>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const ready = Popover.useReady(open);

  useEffect(() => () => clearTimeout(reset.current), []);
  useEffect(() => {
    setOverlayOpen('copy-page', open);
    return () => setOverlayOpen('copy-page', false);
  }, [open]);

  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    setOpen(false);
    // A second copy restarts the label's time rather than ending it early.
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setStatus('idle'), 2000);
  };

  return (
    <div className="copy-page">
      <button
        ref={trigger}
        type="button"
        className="copy-page-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onFocus={Popover.preload}
        onPointerEnter={Popover.preload}
        onClick={() => setOpen(!open)}
      >
        <CopyIcon />
        <span aria-live="polite">{status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : labels.menu}</span>
      </button>
      {ready && open && (
        <Optional>
          <AnchoredPopover id={id} open={open} onOpenChange={setOpen} anchor={trigger} className="copy-page-menu" label={labels.menu}>
            <ul role="menu" aria-label={labels.menu}>
              <li role="none">
                <button type="button" role="menuitem" onClick={copy}>
                  {labels.copy}
                </button>
              </li>
              <li role="none">
                <a role="menuitem" href={markdownUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                  {labels.view}
                </a>
              </li>
            </ul>
          </AnchoredPopover>
        </Optional>
      )}
    </div>
  );
}
