import { keyHolderName } from '@shared/schemas/house-keys';
import { KeyRound } from 'lucide-react';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useClientKeys } from '@/features/bookings/api/client-keys';

const content = adminBookingContent.visit;

/** The key a visit needs, and where it is now: the office sees at a glance whether it must go out. */
export function BookingKey({ clientId, keyId }: { clientId: string; keyId: string }) {
  const keys = useClientKeys(clientId);
  const key = keys.data?.items.find((item) => item.id === keyId);
  return (
    <p className="flex items-start gap-2 text-slate-800">
      <KeyRound aria-hidden="true" className="mt-1 size-4 shrink-0" />
      {key
        ? content.key(key.tag, key.label, key.status === 'lost' ? content.keyLost : keyHolderName(key.holder))
        : content.keyUnknown}
    </p>
  );
}
