'use client';

import { SiteLink } from './site-link.client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { registeredSidebarFile } from '@/lib/nav/sidebar-registry';
import type { SidebarItem } from '@/lib/types';
import { sectionOfPath } from '@/lib/urls';
import { isCurrentLink } from '@/lib/nav/active';
import { ChevronIcon, SidebarIcon } from './icons';
import { Sheet, useSheet } from './use-sheet';
import { Optional } from './optional.client';
import { reloadIntoNewBuild } from './stale-build';

interface Labels {
  sidebar: string;
  open: string;
  close: string;
}

/** The sidebar files loaded so far, by address: each section's once per visit. */
const loaded = new Map<string, SidebarItem[]>();
const loading = new Map<string, Promise<SidebarItem[]>>();

function fetchSidebar(url: string): Promise<SidebarItem[]> {
  if (!loading.has(url)) {
    loading.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) {
          loading.delete(url);
          throw Object.assign(new Error(`${url}: HTTP ${response.status}`), { status: response.status });
        }
        const items = (await response.json()) as SidebarItem[];
        loaded.set(url, items);
        return items;
      }),
    );
  }
  return loading.get(url)!;
}

/**
 * A section's items: registered by the server while it renders the HTML; in the browser, fetched after
 * hydration (the file is preloaded with the page). Until they arrive, the list the server rendered
 * stays as it is (see SectionList), so the HTML has the sidebar and no page's payload does.
 */
function useSidebarFile(url: string | undefined): SidebarItem[] | undefined {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!url || loaded.has(url) || registeredSidebarFile(url)) return;
    let live = true;
    fetchSidebar(url).then(
      () => live && setVersion((v) => v + 1),
      (error: { status?: number }) => {
        // Gone after a deploy (its name carries a hash of the old build's sidebar): load the page from the new one.
        if (error.status === 404) reloadIntoNewBuild();
      },
    );
    return () => {
      live = false;
    };
  }, [url]);
  return url ? (registeredSidebarFile(url) ?? loaded.get(url)) : undefined;
}

/**
 * The section's sidebar. It lives in the language layout, so collapsed groups stay as the reader
 * left them across client navigation. Under 768 px the same list opens in a drawer (a Radix dialog).
 * `files`: each section's sidebar file (lib/nav/sidebar-file.ts), so no page carries the items.
 */
export function Sidebar({ files, labels }: { files: Record<string, string>; labels: Labels }) {
  const pathname = usePathname() ?? '/';
  const url = files[sectionOfPath(pathname)];
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
    <SectionList
      url={url}
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
      {drawer.ready && (
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

/**
 * The section's list. Before its file has arrived in the browser, the element keeps what the server
 * rendered into it: React does not look inside an element whose HTML it is given, and an empty string
 * with suppressHydrationWarning hydrates without touching it. (A Suspense boundary would do the same, but
 * React moves a large boundary out of the HTML flow into a script-revealed template, which readers
 * without JavaScript never see.)
 */
function SectionList({ url, ...props }: Omit<ListProps, 'items' | 'depth'> & { url: string }) {
  const items = useSidebarFile(url);
  if (!items) return <div className="sidebar-section" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div className="sidebar-section">
      <SidebarList items={items} depth={0} {...props} />
    </div>
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
            <SiteLink href={item.link!} className="sidebar-link" aria-current={current ? 'page' : undefined}>
              {item.text}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
