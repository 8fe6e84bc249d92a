import { CheckList } from '@/components/ui/check-list';

export interface IncludedGroup {
  title: string;
  items: readonly string[];
}

/** Lists side by side, each under its own heading: what a clean covers, room by room. */
export function IncludedGroups({ groups }: { groups: readonly IncludedGroup[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <div key={group.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
          <div className="mt-4">
            <CheckList items={group.items} />
          </div>
        </div>
      ))}
    </div>
  );
}
