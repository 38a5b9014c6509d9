'use client';

import type { ReactNode } from 'react';
import { MenuIcon } from './icons';
import { Sheet, useSheet } from './use-sheet';
import { Optional } from './optional.client';

/** Under 768 px: one button opens nav, language, appearance and social links in a Radix dialog. */
export function MobileMenu({ labels, children }: { labels: { open: string; close: string }; children: ReactNode }) {
  const menu = useSheet('menu');
  return (
    <div className="mobile-menu">
      <button type="button" className="icon-button" aria-label={labels.open} {...menu.triggerProps}>
        <MenuIcon />
      </button>
      {menu.ready && (
        <Optional>
          <Sheet
            open={menu.open}
            onOpenChange={menu.setOpen}
            trigger={menu.trigger}
            title={labels.open}
            closeLabel={labels.close}
            className="mobile-menu-panel"
          >
            {children}
          </Sheet>
        </Optional>
      )}
    </div>
  );
}
