'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet, ours: focus returns to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The dialog's accessible name. */
  title: string;
  closeLabel: string;
  className: string;
  children: ReactNode;
}

/**
 * A modal panel (the sidebar drawer, the mobile menu) on Radix Dialog: focus moves in and stays
 * inside, Escape and outside clicks close it, the page behind is inert, focus returns to the trigger.
 * Loaded on demand (lazy-part.ts) by the buttons that open it.
 */
export default function Sheet({ open, onOpenChange, trigger, title, closeLabel, className, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content
          className={`sheet ${className}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          <Dialog.Close className="icon-button sheet-close" aria-label={closeLabel}>
            <CloseIcon />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
