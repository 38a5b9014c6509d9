'use client';

import { SiteLink } from './site-link.client';
import { useId, useState } from 'react';
import { filterOverview, type OverviewGroup } from '@/lib/nav/overview';

export function OverviewFilter({
  groups,
  texts,
}: {
  groups: OverviewGroup[];
  texts: { filterNameText: string; filterPlaceholderText: string; filterNoResultText: string };
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = filterOverview(groups, query);
  return (
    <div className="overview">
      <div className="overview-filter">
        <label htmlFor={id}>{texts.filterNameText}</label>
        <input
          id={id}
          type="search"
          value={query}
          placeholder={texts.filterPlaceholderText}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={64}
        />
      </div>
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p className="overview-empty">{texts.filterNoResultText}</p>
        ) : (
          shown.map((group) => (
            <section key={group.title} className="overview-group">
              <h2>{group.title}</h2>
              <div className="overview-cards">
                {group.entries.map((entry) => (
                  <div key={entry.link} className="overview-card">
                    <h3>
                      <SiteLink href={entry.link}>{entry.title}</SiteLink>
                    </h3>
                    <ul>
                      {entry.headings.map((h) => (
                        <li key={h.link}>
                          <SiteLink href={h.link}>{h.text}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
