// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
import { usePartId } from './painted-ids.ts';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import forms from '../i18n/compiled/en/forms.ts';
import { useText } from '../i18n/text.ts';
import { tabIds } from './form-recipes.ts';
import { LastUsedBadge } from './LastUsedBadge.tsx';
import { PRODUCT_PART } from './product-parts.ts';

export interface TabItem {
  key: string;
  label: string;
  /** The method the visitor last signed in with here: the tab carries the "Last used" badge. */
  lastUsed?: boolean;
}

interface TabsProps {
  items: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End select another tab. Focus follows
 * the selection, so a refused selection (while a request runs) leaves focus on the selected tab.
 */
export function Tabs({ items, selected, onSelect, children }: TabsProps) {
  const text = useText(forms);
  const ids = tabIds(usePartId('tabs', true));
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tablist = list.current;
    const root = tablist?.getRootNode() as Document | ShadowRoot | undefined;
    if (!tablist || !root?.activeElement || !tablist.contains(root.activeElement)) return;
    tablist.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [selected]);

  function move(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // Right to left the arrows follow the tabs' visual order: the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
  }

  return (
    <div>
      <div className="court-tabs" part={PRODUCT_PART.tabs} role="tablist" aria-label={text.tabsLabel()} ref={list}>
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={ids.tab(item.key)}
            className="court-tab"
            part={PRODUCT_PART.tab}
            aria-selected={item.key === selected}
            aria-controls={ids.panel}
            aria-describedby={item.lastUsed ? ids.lastUsed : undefined}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.lastUsed && <LastUsedBadge id={ids.lastUsed} />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(selected)} className="court-stack court-tabpanel">
        {children}
      </div>
    </div>
  );
}
