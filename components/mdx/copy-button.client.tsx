'use client';

import { useRef, useState } from 'react';
import { CopyIcon } from '../icons';
import { codeText } from '@/lib/mdx/code-text';

/** Copies the block's source: the lines as written, without removed diff lines or notation. */
export function CopyButton({ labels }: { labels: { copy: string; copied: string } }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    const code = ref.current?.closest('[data-code-block]')?.querySelector('code');
    if (!code) return;
    await navigator.clipboard.writeText(codeText(code));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };

  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      onClick={copy}
      aria-label={copied ? labels.copied : labels.copy}
      data-copied={copied || undefined}
    >
      <CopyIcon />
      <span aria-live="polite">{copied ? labels.copied : ''}</span>
    </button>
  );
}
