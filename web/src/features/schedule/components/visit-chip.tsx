import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { CSSProperties } from 'react';
import { scheduleContent as content } from '@/features/schedule/content';
import { endOf, type Visit } from './board-time';

/** A visit on the board: a button that opens its picker, and a handle to drag it onto someone. */
export function VisitChip({
  visit,
  needsCover,
  style,
  onPreload,
  onOpen,
}: {
  visit: Visit;
  needsCover: boolean;
  style?: CSSProperties;
  /** The pointer or focus reached it: its picker starts loading. */
  onPreload: () => void;
  onOpen: () => void;
}) {
  const service = SERVICE_TYPE_LABELS[visit.serviceType];
  const client = visit.clientName ?? content.someone;
  const tone = needsCover
    ? 'border-red-700 bg-red-50 text-red-950'
    : visit.status === 'pending'
      ? 'border-amber-600 bg-amber-50 text-amber-950'
      : visit.status === 'completed'
        ? 'border-slate-400 bg-slate-50 text-slate-800'
        : 'border-blue-700 bg-blue-50 text-blue-950';
  return (
    <button
      type="button"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', visit.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
      style={style}
      aria-label={`${content.visitLabel(visit.serviceTime, endOf(visit), service, client, visit.status)}${needsCover ? `, ${content.needsCover}` : ''}`}
      className={`z-[1] block min-h-11 w-full overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs leading-tight shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800 ${tone}`}
    >
      <span className="block font-semibold">
        {visit.serviceTime}–{endOf(visit)} {needsCover && `· ${content.needsCover}`}
      </span>
      <span className="block truncate">
        {service} · {client}
      </span>
    </button>
  );
}
