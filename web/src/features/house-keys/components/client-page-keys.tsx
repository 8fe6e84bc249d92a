import { KEY_KIND_LABELS, keyHolderName } from '@shared/schemas/house-keys';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { dashboardPaths } from '@/config/portal-paths';
import { useKeys } from '@/features/house-keys/api/list-keys';
import { keysContent } from '@/features/house-keys/content';
import { byTag, isOverdue } from '@/features/house-keys/holder';
import { lazyComponent } from '@/lib/lazy-component';
import { formatMoment } from '@/lib/moment';

const content = keysContent.clientKeys;
const addForm = lazyComponent(async () => (await import('./add-key-form')).AddKeyForm);

/**
 * The keys the company holds for one client, on the office's page about them (the client's own card is
 * ./client-keys.tsx): where each is now, and
 * a key to add for them; the hand-overs happen in the register.
 */
export function ClientPageKeys({ client }: { client: { id: string; name: string } }) {
  const keys = useKeys({ clientId: client.id });
  const [adding, setAdding] = useState(false);
  const items = byTag(keys.data?.items ?? []);
  const now = new Date();
  return (
    <section
      aria-labelledby="client-keys-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="client-keys-heading" className="text-xl font-semibold text-slate-900">
          {content.heading}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={dashboardPaths.keys}
            className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {content.open}
          </Link>
          <Button
            variant="secondary"
            onPointerEnter={addForm.preload}
            onFocus={addForm.preload}
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {keysContent.add}
          </Button>
        </div>
      </div>
      <QueryState
        query={keys}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ul aria-label={content.heading}>
          {items.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-3 first:border-t-0"
            >
              <span className="text-slate-900">
                <span className="font-mono font-semibold">{key.tag}</span> · {key.label} (
                {KEY_KIND_LABELS[key.kind]}) ·{' '}
                {key.status === 'held'
                  ? `${keyHolderName(key.holder)}, ${keysContent.since.toLowerCase()} ${formatMoment(key.since)}`
                  : keysContent.statuses[key.status]}
              </span>
              {isOverdue(key, now) && <StatusBadge tone="red">{keysContent.overdue}</StatusBadge>}
            </li>
          ))}
        </ul>
      </QueryState>
      <ModalDialog
        open={adding}
        onOpenChange={setAdding}
        title={keysContent.addForm.title}
        description={client.name}
      >
        {adding && <addForm.Component client={client} onDone={() => setAdding(false)} />}
      </ModalDialog>
    </section>
  );
}
