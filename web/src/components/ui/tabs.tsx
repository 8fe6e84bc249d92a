import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The open tab, when the caller keeps it; otherwise the tabs keep their own, starting at the first. */
  value?: string;
  onValueChange?: (id: string) => void;
  /** `pills`: separate rounded buttons (the FAQ's topics); `segmented`: one bar, the open tab raised. */
  look?: 'pills' | 'segmented';
  /**
   * Keep the closed panels in the page, hidden (the default: pre-rendered pages need every panel in
   * their HTML). Off for panels that hold forms, so only the open one's fields exist.
   */
  keepClosedPanels?: boolean;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const LOOKS = {
  pills: {
    list: 'flex flex-wrap justify-center gap-2',
    tab: (selected: boolean) =>
      `min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
        selected
          ? 'bg-brand-700 text-white'
          : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50'
      }`,
    panel: 'mt-6',
  },
  segmented: {
    list: 'flex gap-1 rounded-lg bg-slate-100 p-1',
    tab: (selected: boolean) =>
      `min-h-11 flex-1 rounded-md px-4 text-base font-semibold ${
        selected ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-800'
      }`,
    panel: 'mt-6',
  },
} as const;

/**
 * Tabs as the WAI-ARIA pattern describes them: arrow keys, Home and End move between tabs and select
 * them; Tab moves into the panel. The site's one tab component, written here rather than taken from
 * Radix because every panel must stay in the pre-rendered HTML: without JavaScript the tab list hides
 * and all panels show (public/noscript.css), so inactive panels are hidden by an inline style, not
 * unmounted.
 */
export function Tabs({
  label,
  items,
  value,
  onValueChange,
  look = 'pills',
  keepClosedPanels = true,
}: TabsProps) {
  const [own, setOwn] = useState(items[0]?.id);
  const active = value ?? own;
  const select = (id: string) => {
    setOwn(id);
    onValueChange?.(id);
  };
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const prefix = useId();
  const styles = LOOKS[look];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const target = items[next(index, items.length)];
    if (!target) return;
    select(target.id);
    tabs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} data-js-only className={styles.list}>
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
              id={`${prefix}tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${prefix}panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={styles.tab(selected)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => keepClosedPanels || item.id === active)
        .map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${prefix}panel-${item.id}`}
            aria-labelledby={`${prefix}tab-${item.id}`}
            data-no-js-visible
            // Inline, not a class or the hidden attribute: noscript.css must be able to show every panel.
            style={item.id === active ? undefined : { display: 'none' }}
            className={styles.panel}
          >
            {/* Each panel hydrates in a task of its own (a page of many panels, as the FAQ, blocked the
                main thread for the whole set at once). */}
            <Suspense>{item.content}</Suspense>
          </div>
        ))}
    </div>
  );
}
