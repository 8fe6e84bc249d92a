import { bookingContent } from '@/features/bookings/content';

interface ClientOf {
  userId: string;
  clientName?: string;
  clientEmail?: string;
}

/** Who a booking or invoice is for, on the admin's lists: name and email where the profile has them. */
export function ClientLine({ item }: { item: ClientOf }) {
  const { clientName, clientEmail, userId } = item;
  const who =
    clientName && clientEmail ? `${clientName} (${clientEmail})` : (clientName ?? clientEmail ?? userId);
  return (
    <p className="break-words text-slate-700">
      <span className="font-semibold">{bookingContent.client}:</span> {who}
    </p>
  );
}
