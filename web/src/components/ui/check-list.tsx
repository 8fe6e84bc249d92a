import { CircleCheck } from 'lucide-react';

interface CheckListProps {
  items: readonly string[];
  columns?: 1 | 2;
  inverse?: boolean;
}

/** A list whose every item is a tick: what is included, what we promise. */
export function CheckList({ items, columns = 1, inverse = false }: CheckListProps) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${inverse ? 'text-brand-100' : 'text-brand-700'}`}
          />
          <span className={inverse ? 'text-white' : 'text-slate-700'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
