import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { text } from '../i18n/en.ts';
import { PART } from './parts.ts';

export interface TabItem {
  key: string;
  label: string;
}

interface TabsProps {
  items: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function Tabs({ items, selected, onSelect, children }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  }

  return (
    <div>
      <div className="court-tabs" part={PART.tabs} role="tablist" aria-label={text.tabsLabel} ref={list}>
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            className="court-tab"
            part={PART.tab}
            aria-selected={item.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="court-stack court-tabpanel">
        {children}
      </div>
    </div>
  );
}
