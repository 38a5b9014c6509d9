'use client';

import { SiteLink } from './site-link.client';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/lib/types';
import { isNavActive } from '@/lib/nav/active';

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className="nav-links">
      {items.map((item) => {
        const active = isNavActive(item, pathname);
        return (
          <li key={item.link}>
            <SiteLink href={item.link} className="nav-link" aria-current={active ? 'page' : undefined} data-active={active || undefined}>
              {item.text}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
