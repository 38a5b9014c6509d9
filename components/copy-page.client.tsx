'use client';

import { Optional } from './optional.client';
import { lazyPart } from './lazy-part';
import { useEffect, useId, useRef, useState } from 'react';
import { CopyIcon } from './icons';
import { setOverlayOpen } from './overlay-state';

const Menu = lazyPart(() => import('./copy-page-menu.client'));
const CopyPageMenu = Menu.Render;

interface Labels {
  menu: string;
  copy: string;
  copied: string;
  view: string;
  failed: string;
  chatGpt: string;
  claude: string;
  /** What "Open in ChatGPT / Claude" asks, naming the twin's absolute URL. */
  prompt: string;
}

/** "Copy page": puts the page's Markdown twin on the clipboard, opens it, or opens an assistant's chat about it. */
export function CopyPage({ markdownUrl, labels }: { markdownUrl: string; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const trigger = useRef<HTMLButtonElement>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const live = useRef(false);
  const id = useId();
  const ready = Menu.useReady(open);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(reset.current);
    };
  }, []);
  useEffect(() => {
    setOverlayOpen('copy-page', open);
    return () => setOverlayOpen('copy-page', false);
  }, [open]);

  const copied = (ok: boolean) => {
    // The page may have gone while the twin was loading: then no label is left to reset.
    if (!live.current) return;
    setStatus(ok ? 'copied' : 'failed');
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
        onFocus={Menu.preload}
        onPointerEnter={Menu.preload}
        onClick={() => setOpen(!open)}
      >
        <CopyIcon />
        <span aria-live="polite">{status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : labels.menu}</span>
      </button>
      {ready && (
        <Optional>
          <CopyPageMenu id={id} onOpenChange={setOpen} anchor={trigger} markdownUrl={markdownUrl} labels={labels} onCopied={copied} />
        </Optional>
      )}
    </div>
  );
}
