import type { LucideIcon } from 'lucide-react';
import { cardGridClasses } from '@/components/ui/card-grid';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface FeatureGridProps {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  /** Numbers each item: for steps that happen in order. */
  numbered?: boolean;
}

/** Icon, title and a sentence or two, in a grid: reasons, steps, promises. */
export function FeatureGrid({ items, columns = 3, numbered = false }: FeatureGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cardGridClasses(columns)}>
      {items.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {numbered && (
              <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
                Step {index + 1}
              </span>
            )}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </List>
  );
}
