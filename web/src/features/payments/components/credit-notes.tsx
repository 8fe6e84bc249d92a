import { formatDate, formatPence } from '@shared/dates';
import type { CreditNote } from '@shared/schemas/payment';
import { downloadCreditNote } from '@/features/payments/api/downloads';
import { paymentsContent } from '@/features/payments/content';
import { FileButton } from './file-button';

const content = paymentsContent.money;

/** An invoice's credit notes, each to download: the client's own, or (office) any client's. */
export function CreditNotes({ notes, office }: { notes: readonly CreditNote[]; office: boolean }) {
  if (notes.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{content.creditNotes}</h4>
      <ul aria-label={content.creditNotes} className="divide-y divide-slate-100">
        {notes.map((note) => (
          <li key={note.id} className="space-y-1 py-2">
            <p className="text-slate-800">
              {content.creditNote(
                note.creditNoteNumber,
                formatPence(note.amountPence),
                formatDate(note.date),
              )}
              <span className="block text-sm text-slate-700">{note.reason}</span>
            </p>
            <FileButton
              label={content.creditNoteDownload}
              busyLabel={content.downloading}
              which={note.creditNoteNumber}
              failure={content.creditNoteFailure}
              save={() => downloadCreditNote({ invoiceId: note.invoiceId, itemId: note.id, office })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
