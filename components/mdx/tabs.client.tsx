'use client';

import { Children, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

const EVENT = 'rspress-tabs-change';
const storageKey = (groupId: string) => `rspress-tabs:${groupId}`;

export function Tab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>;
}

/** Tabbed alternatives. Tabs sharing a `groupId` switch together and the choice is remembered. */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<{ label: string; children?: ReactNode }> =>
    isValidElement(child),
  );
  const labels = tabs.map((tab) => tab.props.label);
  const [active, setActive] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    const apply = (label: string | null) => {
      const index = label === null ? -1 : labels.indexOf(label);
      if (index >= 0) setActive(index);
    };
    apply(localStorage.getItem(storageKey(groupId)));
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; label: string }>).detail;
      if (detail.groupId === groupId) apply(detail.label);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // labels are derived from children; their joined value is the dependency that matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, labels.join('\u0000')]);

  const choose = (index: number) => {
    setActive(index);
    if (groupId) {
      localStorage.setItem(storageKey(groupId), labels[index]);
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, label: labels[index] } }));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    choose(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list">
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className="tabs-tab"
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="tabs-panel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
