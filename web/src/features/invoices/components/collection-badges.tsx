import { formatPence } from '@shared/dates';
import type { Invoice } from '@shared/schemas/invoice';
import { collectionTone } from '@/components/ui/money-tones';
import { StatusBadge } from '@/components/ui/status-badge';
import { invoiceTabContent } from '@/features/invoices/tab-content';

/**
 * An invoice's automatic collection (while it is unpaid: a paid invoice's last collection is history)
 * and what was refunded of it. The client reads the collection in words beside the pay
 * button instead (`collection` false).
 */
export function CollectionBadges({ invoice, collection = true }: { invoice: Invoice; collection?: boolean }) {
  const state = collection && invoice.status === 'unpaid' ? invoice.collection?.state : undefined;
  return (
    <>
      {state && <StatusBadge tone={collectionTone(state)}>{invoiceTabContent.collection[state]}</StatusBadge>}
      {invoice.refundedPence ? (
        <StatusBadge tone="blue">
          {invoiceTabContent.refunded(formatPence(invoice.refundedPence))}
        </StatusBadge>
      ) : null}
    </>
  );
}
