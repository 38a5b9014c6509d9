import type { TocItem } from '@/lib/types';
import { OutlineSpy } from './outline-spy.client';

/**
 * "On this page": the h2–h4 headings, indented by depth. Beside the content from 1280 px;
 * below that a collapsible block above the content.
 */
export function Outline({ toc, title, variant }: { toc: TocItem[]; title: string; variant: 'aside' | 'inline' }) {
  const list = (
    <ul className="outline-list">
      {toc.map((item) => (
        <li key={item.id} data-depth={item.depth}>
          <a href={`#${item.id}`} className="outline-link">
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
  // Both variants are in the HTML and CSS shows one per width: only the aside is a landmark, so no
  // two landmarks share the name. The inline one is a disclosure named by its summary.
  if (variant === 'inline') {
    return (
      <details className="outline outline-inline">
        <summary>{title}</summary>
        <div className="outline-inline-body">{list}</div>
      </details>
    );
  }
  return (
    <nav className="outline outline-aside" aria-label={title}>
      <p className="outline-title">{title}</p>
      {list}
      <OutlineSpy ids={toc.map((item) => item.id)} />
    </nav>
  );
}
