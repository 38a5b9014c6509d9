'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarItem } from '@/lib/types';
import { delocalizePath } from '@/lib/i18n/locales';
import { isCurrentLink } from '@/lib/nav/active';
import { format } from '@/lib/i18n/messages';
import { ChevronIcon, SidebarIcon } from './icons';
import { setOverlayOpen } from './overlay-state';
import { useFocusTrap } from './use-focus-trap';

interface Labels {
  sidebar: string;
  open: string;
  close: string;
  toggleGroup: string;
}

/**
 * The section's sidebar. It lives in the language layout, so collapsed groups stay as the reader
 * left them across client navigation. Under 768 px it is a drawer with focus kept inside.
 */
export function Sidebar({ sidebars, labels }: { sidebars: Record<string, SidebarItem[]>; labels: Labels }) {
  const pathname = usePathname() ?? '/';
  const section = delocalizePath(pathname).split('/')[1] ?? '';
  const items = sidebars[section];
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    setOverlayOpen('drawer', drawerOpen);
    return () => setOverlayOpen('drawer', false);
  }, [drawerOpen]);
  useFocusTrap(drawerRef, drawerOpen, () => setDrawerOpen(false));
  useEffect(() => {
    drawerRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  if (!items) return null;

  const renderItems = (list: SidebarItem[], depth: number) => (
    <ul className="sidebar-list" data-depth={depth}>
      {list.map((item) => {
        if (item.items) {
          const isCollapsed = collapsed[item.key] ?? item.collapsed ?? false;
          const groupId = `${id}-${item.key}`;
          return (
            <li key={item.key} className="sidebar-group">
              <button
                type="button"
                className="sidebar-group-toggle"
                aria-expanded={!isCollapsed}
                aria-controls={groupId}
                aria-label={format(labels.toggleGroup, { group: item.text })}
                onClick={() => setCollapsed({ ...collapsed, [item.key]: !isCollapsed })}
              >
                <span aria-hidden="true">{item.text}</span>
                <ChevronIcon className="sidebar-chevron" />
              </button>
              <div id={groupId} hidden={isCollapsed}>
                {renderItems(item.items, depth + 1)}
              </div>
            </li>
          );
        }
        const current = item.link ? isCurrentLink(item.link, pathname) : false;
        return (
          <li key={item.key}>
            <Link href={item.link!} className="sidebar-link" aria-current={current ? 'page' : undefined}>
              {item.text}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <div className="local-nav">
        <button
          type="button"
          className="local-nav-button"
          aria-label={labels.open}
          aria-expanded={drawerOpen}
          aria-controls={`${id}-drawer`}
          onClick={() => setDrawerOpen(true)}
        >
          <SidebarIcon />
          <span>{labels.sidebar}</span>
        </button>
      </div>
      {drawerOpen && <div className="sidebar-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <aside
        id={`${id}-drawer`}
        ref={drawerRef}
        className="sidebar"
        data-open={drawerOpen || undefined}
        aria-label={labels.sidebar}
        {...(drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {drawerOpen && (
          <button type="button" className="icon-button sidebar-close" onClick={() => setDrawerOpen(false)} aria-label={labels.close}>
            ×
          </button>
        )}
        <nav aria-label={labels.sidebar}>{renderItems(items, 0)}</nav>
      </aside>
    </>
  );
}
