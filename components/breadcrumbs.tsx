import { SiteLink } from './site-link.client';
import type { Crumb } from '@/lib/nav/breadcrumbs';

/** Where the page sits, above its title: links where a level is a page, the page itself last. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {crumbs.map((crumb, n) => {
          const last = n === crumbs.length - 1;
          return (
            <li key={`${n}-${crumb.text}`}>
              {last ? (
                <span aria-current="page">{crumb.text}</span>
              ) : crumb.link ? (
                <SiteLink href={crumb.link}>{crumb.text}</SiteLink>
              ) : (
                <span>{crumb.text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
