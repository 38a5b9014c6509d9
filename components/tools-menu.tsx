'use client';

import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState } from 'react';
import { GridIcon } from './icons';
import { setOverlayOpen } from './overlay-state';

/** Spec §4: default show and hide delay of the popover. */
const HOVER_DELAY_MS = 100;

export interface ToolsMenuGroup {
  title: string;
  links: { name: string; desc: string; url: string; logo: string; logoScale?: number }[];
}

/** The Rstack tools popover: opens on hover (after 0.1 s) or click/Enter/Space; closes on Escape, outside click, pointer leave. */
export function ToolsMenu({ groups, header, label, newTab }: { groups: ToolsMenuGroup[]; header: { logo: string; link: string }; label: string; newTab: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setOverlayOpen('tools', open), [open]);

  const hover = {
    onPointerEnter: (event: React.PointerEvent) => event.pointerType === 'mouse' && later(true),
    onPointerLeave: (event: React.PointerEvent) => event.pointerType === 'mouse' && later(false),
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => { clearTimeout(timer.current); setOpen(next); }}>
      <Popover.Trigger className="icon-button tools-trigger" aria-label={label} {...hover}>
        <GridIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="tools-popover" side="bottom" align="start" sideOffset={8} {...hover}>
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <a className="tools-popover-header" href={header.link} target="_blank" rel="noopener noreferrer">
                <img src={header.logo} alt="" width={20} height={20} />
                <span>{group.title}</span>
              </a>
              <ul className="tools-popover-list">
                {group.links.map((link) => (
                  <li key={link.name}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.name}: ${link.desc} ${newTab}`}>
                      <img src={link.logo} alt="" width={32} height={32} style={link.logoScale ? { transform: `scale(${link.logoScale})` } : undefined} />
                      <span className="tools-popover-name">{link.name}</span>
                      <span className="tools-popover-desc">{link.desc}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
