'use client';

import * as Popover from '@radix-ui/react-popover';
import type { PointerEvent, ReactNode, RefObject } from 'react';

export interface AnchoredPopoverProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, ours: Radix positions the content against it. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** Opened by hovering: keep focus where it is. */
  byHover?: boolean;
  hover?: { onPointerEnter: (event: PointerEvent) => void; onPointerLeave: (event: PointerEvent) => void };
  className: string;
  label: string;
  children: ReactNode;
}

/**
 * A Radix popover at the bottom-left of a trigger, no arrow; Escape and outside clicks close it.
 * Loaded on demand (lazy-part.ts) by the menus that use it, so no page pays for Radix up front.
 */
export default function AnchoredPopover({
  id,
  open,
  onOpenChange,
  anchor,
  byHover = false,
  hover,
  className,
  label,
  children,
}: AnchoredPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={label}
          className={className}
          side="bottom"
          align="start"
          sideOffset={8}
          onOpenAutoFocus={(event) => byHover && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!byHover) anchor.current?.focus();
          }}
          // The trigger toggles on its own; a press on it is not an outside click.
          onPointerDownOutside={(event) => anchor.current?.contains(event.target as Node) && event.preventDefault()}
          {...hover}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
