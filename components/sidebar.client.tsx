'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarItem } from '@/lib/types';
import { delocalizePath } from '@/lib/i18n/locales';
import { isCurrentLink } from '@/lib/nav/active';
import { ChevronIcon, SidebarIcon } from './icons';
import { Sheet, useSheet } from './use-sheet';
import { Optional } from './optional.client';

interface Labels {
  sidebar: string;
  open: string;
  close: string;
}

/**
 * The section's sidebar. It lives in the language layout, so collapsed groups stay as the reader
 * left them across client navigation. Under 768 px the same list opens in a drawer (a Radix dialog).
 */
export function Sidebar({ sidebars, labels }: { sidebars: Record<string, SidebarItem[]>; labels: Labels }) {
  const pathname = usePathname() ?? '/';
  const section = delocalizePath(pathname).split('/')[1] ?? '';
  const items = sidebars[section];
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const drawer = useSheet('drawer');
  const aside = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    aside.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  if (!items) return null;

  const list = (scope: string) => (
    <SidebarList
      items={items}
      depth={0}
      pathname={pathname}
      collapsed={collapsed}
      onToggle={(key, value) => setCollapsed({ ...collapsed, [key]: value })}
      idPrefix={`${id}-${scope}`}
    />
  );

  return (
    <>
      <div className="local-nav">
        <button type="button" className="local-nav-button" aria-label={labels.open} {...drawer.triggerProps}>
          <SidebarIcon />
          <span>{labels.sidebar}</span>
        </button>
      </div>
      {/* The nav is the landmark; a wrapping <aside> would be a second one with the same name. */}
      <div ref={aside} className="sidebar">
        <nav aria-label={labels.sidebar}>{list('aside')}</nav>
      </div>
      {drawer.wanted && (
        <Optional>
          <Sheet
            open={drawer.open}
            onOpenChange={drawer.setOpen}
            trigger={drawer.trigger}
            title={labels.sidebar}
            closeLabel={labels.close}
            className="sidebar-drawer"
          >
            <nav aria-label={labels.sidebar}>{list('drawer')}</nav>
          </Sheet>
        </Optional>
      )}
    </>
  );
}

interface ListProps {
  items: SidebarItem[];
  depth: number;
  pathname: string;
  collapsed: Record<string, boolean>;
  onToggle: (key: string, collapsed: boolean) => void;
  idPrefix: string;
}

/** One level of the sidebar: links, and groups that collapse (spec: collapsible, starting expanded). */
function SidebarList({ items, depth, pathname, collapsed, onToggle, idPrefix }: ListProps) {
  return (
    <ul className="sidebar-list" data-depth={depth}>
      {items.map((item) => {
        if (item.items) {
          const isCollapsed = collapsed[item.key] ?? item.collapsed ?? false;
          const groupId = `${idPrefix}-${item.key}`;
          return (
            <li key={item.key} className="sidebar-group">
              <button
                type="button"
                className="sidebar-group-toggle"
                aria-expanded={!isCollapsed}
                aria-controls={groupId}
                onClick={() => onToggle(item.key, !isCollapsed)}
              >
                <span>{item.text}</span>
                <ChevronIcon className="sidebar-chevron" />
              </button>
              <div id={groupId} hidden={isCollapsed}>
                <SidebarList {...{ pathname, collapsed, onToggle, idPrefix }} items={item.items} depth={depth + 1} />
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
}
