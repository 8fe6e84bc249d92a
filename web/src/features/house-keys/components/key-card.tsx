import { KEY_KIND_LABELS, type Key, keyHolderName } from '@shared/schemas/house-keys';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Item } from '@/components/ui/item-list';
import { Link } from '@/components/ui/link';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { clientPagePath } from '@/config/portal-paths';
import { keysContent as content } from '@/features/house-keys/content';
import { isOverdue } from '@/features/house-keys/holder';
import { formatMoment } from '@/lib/moment';
import { KeyHistory } from './key-history';

const statusTones: Record<Key['status'], BadgeTone> = { held: 'blue', returned: 'slate', lost: 'red' };

interface KeyCardProps {
  keyItem: Key;
  now: Date;
  onHandOver: () => void;
  onLose: () => void;
  /** Preloads the dialogs' code on a sign of intent. */
  onIntent: () => void;
}

/** One key in the register: its tag, whose, what it opens, where it is and since when, and its moves. */
export function KeyCard({ keyItem, now, onHandOver, onLose, onIntent }: KeyCardProps) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const overdue = isOverdue(keyItem, now);
  const held = keyItem.status === 'held';
  // Each card has the same buttons: the hidden words say which key each one acts on.
  const which = <span className="sr-only">: {keyItem.tag}</span>;
  return (
    <Item>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <span className="font-mono">{keyItem.tag}</span> · {keyItem.label}
        </h3>
        <span className="flex flex-wrap gap-2">
          {overdue && <StatusBadge tone="red">{content.overdue}</StatusBadge>}
          <StatusBadge tone={statusTones[keyItem.status]}>{content.statuses[keyItem.status]}</StatusBadge>
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{content.client}</dt>
        <dd>
          <Link
            to={clientPagePath(keyItem.clientId)}
            className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {keyItem.clientName ?? keyItem.clientId}
          </Link>
        </dd>
        <dt className="font-semibold">{content.kind}</dt>
        <dd>{KEY_KIND_LABELS[keyItem.kind]}</dd>
        <dt className="font-semibold">{content.where}</dt>
        <dd className="font-semibold text-slate-900">
          {keyItem.status === 'lost' ? content.statuses.lost : keyHolderName(keyItem.holder)}
        </dd>
        <dt className="font-semibold">{content.since}</dt>
        <dd>{formatMoment(keyItem.since)}</dd>
        {held && keyItem.dueBackAt && (
          <>
            <dt className="font-semibold">{content.dueBack}</dt>
            <dd>{formatMoment(keyItem.dueBackAt)}</dd>
          </>
        )}
      </dl>
      {keyItem.lost && (
        <p className="mt-3 rounded-md bg-slate-100 p-2 text-slate-800">
          {content.lostOn(formatMoment(keyItem.lost.at), keyItem.lost.reason)}
        </p>
      )}
      {overdue && keyItem.dueBackAt && (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-red-50 p-2 font-semibold text-red-900 ring-1 ring-red-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {content.overdueSince(keyHolderName(keyItem.holder), formatMoment(keyItem.dueBackAt))}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {held && (
          <>
            <Button onPointerEnter={onIntent} onFocus={onIntent} onClick={onHandOver}>
              {content.handOver}
              {which}
            </Button>
            <Button variant="secondary" onPointerEnter={onIntent} onFocus={onIntent} onClick={onLose}>
              {content.markLost}
              {which}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          aria-expanded={showHistory}
          aria-controls={showHistory ? historyId : undefined}
          onClick={() => setShowHistory((open) => !open)}
        >
          {content.history.show}
          {which}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${showHistory ? 'rotate-180' : ''}`}
          />
        </Button>
      </div>
      {showHistory && <KeyHistory keyItem={keyItem} id={historyId} />}
    </Item>
  );
}
