import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs as the WAI-ARIA pattern describes them: arrow keys, Home and End move between tabs and select
 * them; Tab moves into the panel. Written here rather than taken from Radix because every panel must
 * stay in the pre-rendered HTML: without JavaScript the tab list hides and all panels show
 * (public/noscript.css), so inactive panels are hidden by an inline style, not unmounted.
 */
export function Tabs({ label, items }: TabsProps) {
  const [active, setActive] = useState(items[0]?.id);
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const target = items[next(index, items.length)];
    if (!target) return;
    setActive(target.id);
    tabs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} data-js-only className="flex flex-wrap justify-center gap-2">
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
                selected
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`panel-${item.id}`}
          aria-labelledby={`tab-${item.id}`}
          data-no-js-visible
          // Inline, not a class or the hidden attribute: noscript.css must be able to show every panel.
          style={item.id === active ? undefined : { display: 'none' }}
          className="mt-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
