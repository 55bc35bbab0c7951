import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

interface PanelTabsProps<K extends string> {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect(key: K): void;
}

/**
 * ARIA tabs: arrow keys, Home and End move between tabs and select them. Every panel stays
 * mounted, hidden when not selected, so unsaved input on one tab survives a look at another.
 */
export function PanelTabs<K extends string>({ label, tabs, selected, onSelect }: PanelTabsProps<K>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  }

  return (
    <div className="panel-tabs">
      <div className="panel-tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="panel-tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={panelId(tab.key)}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={panelId(tab.key)}
          role="tabpanel"
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          className="panel-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
