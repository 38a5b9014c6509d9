'use client';

import { Optional } from './optional.client';
import { lazyPart } from './lazy-part';
import { useEffect, useId, useRef, useState } from 'react';
import { GridIcon } from './icons';
import { setOverlayOpen } from './overlay-state';
import { RemoteLogo } from './remote-logo';

export interface ToolsMenuGroup {
  title: string;
  /** `label`: the link's accessible name (name, description, and that it opens a new tab). */
  links: { name: string; desc: string; url: string; logo: string; logoScale?: number; label: string }[];
}

/** The popover's show and hide delay on hover. */
const HOVER_DELAY_MS = 100;

// Radix loads on the first hover, focus or click of the trigger, not with the page (see bench).
const Popover = lazyPart(() => import('./anchored-popover.client'));
const AnchoredPopover = Popover.Render;

/**
 * The Rstack tools menu: opens on hover (after 0.1 s) or click / Enter / Space; closes on Escape,
 * outside click and pointer leave. The trigger is ours; the popover is Radix, anchored to it.
 */
export function ToolsMenu({
  groups,
  header,
  label,
  headerLabel,
}: {
  groups: ToolsMenuGroup[];
  header: { logo: string; link: string };
  label: string;
  /** The accessible name of the group header's link. */
  headerLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [byHover, setByHover] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contentId = useId();
  const ready = Popover.useReady(wanted);

  /** The popover mounts on the first open and stays mounted, so Radix can animate and restore focus. */
  const show = (next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  };
  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setByHover(true);
      show(next);
    }, HOVER_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    setOverlayOpen('tools', open);
    return () => setOverlayOpen('tools', false);
  }, [open]);

  const hover = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      Popover.preload();
      later(true);
    },
    onPointerLeave: (event: React.PointerEvent) => event.pointerType === 'mouse' && later(false),
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button tools-trigger"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onFocus={Popover.preload}
        onClick={() => {
          clearTimeout(timer.current);
          setByHover(false);
          show(!open);
        }}
        {...hover}
      >
        <GridIcon />
      </button>
      {ready && (
        <Optional>
          <AnchoredPopover
            id={contentId}
            open={open}
            onOpenChange={(next) => {
              clearTimeout(timer.current);
              show(next);
            }}
            anchor={trigger}
            byHover={byHover}
            hover={hover}
            className="tools-popover"
            label={label}
          >
            {groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <a className="tools-popover-header" href={header.link} target="_blank" rel="noopener noreferrer" aria-label={headerLabel}>
                  <RemoteLogo name={group.title} src={header.logo} size={20} />
                  <span>{group.title}</span>
                </a>
                <ul className="tools-popover-list">
                  {group.links.map((link) => (
                    <li key={link.name}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                        <RemoteLogo
                          name={link.name}
                          src={link.logo}
                          size={32}
                          style={link.logoScale ? { transform: `scale(${link.logoScale})` } : undefined}
                        />
                        {/* The space keeps the visible text "name description", part of the label (axe label-content-name-mismatch). */}
                        <span className="tools-popover-name">{link.name}</span> <span className="tools-popover-desc">{link.desc}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </AnchoredPopover>
        </Optional>
      )}
    </>
  );
}
