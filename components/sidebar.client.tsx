'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { registeredSidebarFile } from '@/lib/nav/sidebar-registry';
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

/** The sidebar files fetched so far, by address: each section's once per visit. */
const fetched = new Map<string, Promise<SidebarItem[]>>();

function fetchSidebar(url: string): Promise<SidebarItem[]> {
  if (!fetched.has(url)) {
    fetched.set(
      url,
      fetch(url).then((response) => {
        if (response.ok) return response.json() as Promise<SidebarItem[]>;
        fetched.delete(url);
        // Gone after a deploy (its name carries a hash of the old build's sidebar): see Optional.
        throw Object.assign(new Error(`Failed to load chunk ${url}: HTTP ${response.status}`), { name: 'ChunkLoadError' });
      }),
    );
  }
  return fetched.get(url)!;
}

/** A section's items: registered by the server while it renders the HTML, fetched in the browser. */
function useSidebarFile(url: string | undefined): SidebarItem[] | undefined {
  if (!url) return undefined;
  const known = registeredSidebarFile(url);
  return known || typeof window === 'undefined' ? known : use(fetchSidebar(url));
}

/**
 * The section's sidebar. It lives in the language layout, so collapsed groups stay as the reader
 * left them across client navigation. Under 768 px the same list opens in a drawer (a Radix dialog).
 * `files`: each section's sidebar file (lib/site/sidebar-file.ts), so no page carries the items.
 */
export function Sidebar({ files, labels }: { files: Record<string, string>; labels: Labels }) {
  const pathname = usePathname() ?? '/';
  const url = files[delocalizePath(pathname).split('/')[1] ?? ''];
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const drawer = useSheet('drawer');
  const aside = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    aside.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  if (!url) return null;

  // Only the lists wait for the section's file; the drawer's button works from the first paint.
  const list = (scope: string) => (
    <Optional>
      <Suspense>
        <SectionList
          url={url}
          pathname={pathname}
          collapsed={collapsed}
          onToggle={(key, value) => setCollapsed({ ...collapsed, [key]: value })}
          idPrefix={`${id}-${scope}`}
        />
      </Suspense>
    </Optional>
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

/** The section's list, once its file is there. */
function SectionList({ url, ...props }: Omit<ListProps, 'items' | 'depth'> & { url: string }) {
  const items = useSidebarFile(url);
  return items ? <SidebarList items={items} depth={0} {...props} /> : null;
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
