import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParam } from '../../../lib/use-search-param';

export interface PortalTab {
  value: string;
  label: string;
  content: ReactNode;
}

const trigger =
  'min-h-11 rounded-md px-4 text-base font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

/**
 * The portal's tabs (radix: arrow keys, Home and End, one tab stop). The open tab is kept in the URL
 * (`?tab=invoices`), so a reload or a shared link opens the same one.
 */
export function PortalTabs({ label, tabs }: { label: string; tabs: readonly PortalTab[] }) {
  const [wanted, setWanted] = useSearchParam('tab');
  const value = tabs.some((tab) => tab.value === wanted) ? (wanted as string) : tabs[0]?.value;
  return (
    <Tabs.Root value={value} onValueChange={setWanted}>
      <Tabs.List
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-grid sm:grid-flow-col sm:grid-cols-none"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-8 focus-visible:outline-offset-4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
