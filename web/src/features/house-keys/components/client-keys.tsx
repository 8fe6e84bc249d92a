import { KeyRound } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { useMyKeys } from '@/features/house-keys/api/client-keys';
import { clientKeysContent as content } from '@/features/house-keys/client-content';

/** Which of the client's keys the company holds, and where each is now. */
export function ClientKeys() {
  const keys = useMyKeys();
  const items = keys.data ?? [];
  return (
    <div>
      <p className="mb-4 text-slate-700">{content.intro}</p>
      <QueryState
        query={keys}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ul className="space-y-3" aria-label={content.heading}>
          {items.map((key) => (
            <li key={key.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
              <div>
                <p className="font-semibold text-slate-900">
                  {key.tag} · {content.kind[key.kind]}: {key.label}
                </p>
                <p className="text-slate-700">
                  {key.where === 'office' ? content.where.office : content.where.staff(key.holderFirstName)}{' '}
                  {content.since(key.since)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      <p className="mt-4 text-sm text-slate-700">{content.fee}</p>
    </div>
  );
}
