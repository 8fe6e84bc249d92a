interface ClientOf {
  userId: string;
  clientName?: string;
  clientEmail?: string;
}

/** Who a booking or invoice is for, on the admin's lists: name and email where the profile has them. */
export function ClientLine({ item, label }: { item: ClientOf; label: string }) {
  const { clientName, clientEmail, userId } = item;
  const who =
    clientName && clientEmail ? `${clientName} (${clientEmail})` : (clientName ?? clientEmail ?? userId);
  return (
    <p className="break-words text-slate-700">
      <span className="font-semibold">{label}:</span> {who}
    </p>
  );
}
