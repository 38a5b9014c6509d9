'use client';

import type { RefObject } from 'react';
import AnchoredPopover from './anchored-popover.client';
import './copy-page-menu.css';

export interface CopyPageMenuProps {
  id: string;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  markdownUrl: string;
  labels: { menu: string; copy: string; view: string; chatGpt: string; claude: string; prompt: string };
  /** Told once the copy is done, or has failed (the twin did not load, the clipboard refused). */
  onCopied: (ok: boolean) => void;
}

/** The addresses that open a new chat in each assistant with the text of `q` as the prompt. */
const ASSISTANTS = [
  { label: 'chatGpt', url: 'https://chatgpt.com/' },
  { label: 'claude', url: 'https://claude.ai/new' },
] as const;

/** The open copy-page menu. Loaded on first use, with the popover it sits in, so no page pays for it up front. */
export default function CopyPageMenu({ id, onOpenChange, anchor, markdownUrl, labels, onCopied }: CopyPageMenuProps) {
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };

  return (
    <AnchoredPopover id={id} open onOpenChange={onOpenChange} anchor={anchor} className="copy-page-menu" label={labels.menu}>
      <ul role="menu" aria-label={labels.menu}>
        <li role="none">
          <button type="button" role="menuitem" onClick={copy}>
            {labels.copy}
          </button>
        </li>
        <li role="none">
          <a role="menuitem" href={markdownUrl} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
            {labels.view}
          </a>
        </li>
        {ASSISTANTS.map(({ label, url }) => (
          <li role="none" key={label}>
            <a
              role="menuitem"
              href={`${url}?q=${encodeURIComponent(labels.prompt)}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onOpenChange(false)}
            >
              {labels[label]}
            </a>
          </li>
        ))}
      </ul>
    </AnchoredPopover>
  );
}
