import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@/content/faq';
import { HelpfulVote } from './helpful-vote';

/**
 * Questions that open to show their answers: native <details>, so they work by keyboard, need no
 * script and still open in a page read without JavaScript.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <details
            id={item.id}
            className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
          >
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-slate-900 hover:bg-slate-50">
              <h3>{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5">
              <p className="text-slate-700">{item.answer}</p>
              <HelpfulVote questionId={item.id} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
