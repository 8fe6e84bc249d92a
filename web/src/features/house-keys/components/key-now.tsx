import { type Key, keyHolderName } from '@shared/schemas/house-keys';
import { keysContent as content } from '@/features/house-keys/content';
import { formatMoment } from '@/lib/moment';

/** Where a key is as the dialog acting on it last read it: what the office checks before a change. */
export function KeyNow({ keyItem }: { keyItem: Key }) {
  return (
    <p className="rounded-md bg-slate-100 p-3 text-slate-800">
      <span className="font-semibold">{content.where}:</span>{' '}
      {keyItem.status === 'lost' ? content.statuses.lost : keyHolderName(keyItem.holder)},{' '}
      {content.since.toLowerCase()} {formatMoment(keyItem.since)}
    </p>
  );
}
