import { type Key, keyHolderName } from '@shared/schemas/house-keys';
import { keysContent } from '@/features/house-keys/content';
import { formatMoment } from '@/lib/moment';

const content = keysContent.history;

/** Every hand-over of a key, newest first, each with its note; where it started from last. */
export function KeyHistory({ keyItem, id }: { keyItem: Key; id: string }) {
  const moves = [...keyItem.history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <div id={id} className="mt-3 rounded-lg bg-slate-50 p-3">
      <ol aria-label={content.heading(keyItem.tag)} className="space-y-2">
        {keyItem.lost && (
          <li className="text-slate-800">
            <span className="font-semibold">{formatMoment(keyItem.lost.at)}</span> · {content.lost}
            <span className="block text-slate-700">{keyItem.lost.reason}</span>
          </li>
        )}
        {moves.map((move) => (
          <li key={`${move.at}-${keyHolderName(move.to)}`} className="text-slate-800">
            <span className="font-semibold">{formatMoment(move.at)}</span> ·{' '}
            {content.move(keyHolderName(move.from), keyHolderName(move.to))}
            {move.reason && <span className="block text-slate-700">{move.reason}</span>}
          </li>
        ))}
        <li className="text-slate-800">
          <span className="font-semibold">{formatMoment(keyItem.createdAt)}</span> · {content.added}
        </li>
      </ol>
    </div>
  );
}
