'use client';

import { useRef, useState } from 'react';
import { CopyIcon } from '../icons';
import { codeText } from '@/lib/mdx/code-text';

/** Copies the block's source: the lines as written, without removed diff lines or notation. */
export function CopyButton({ labels }: { labels: { copy: string; copied: string; failed: string } }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const ref = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    const code = ref.current?.closest('[data-code-block]')?.querySelector('code');
    if (!code) return;
    try {
      await navigator.clipboard.writeText(codeText(code));
      setStatus('copied');
    } catch {
      // Refused (no permission, or not a secure context): say so rather than nothing.
      setStatus('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 2000);
  };

  const said = status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : '';
  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      onClick={copy}
      aria-label={said || labels.copy}
      data-copied={status === 'copied' || undefined}
    >
      <CopyIcon />
      <span aria-live="polite">{said}</span>
    </button>
  );
}
