import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type SetUpKind, useSetUpPaymentMethod } from '@/features/payments/api/payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { goToProvider } from '@/features/payments/provider-page';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';

const content = paymentsContent.ways;

/**
 * Opens the provider's page to save a card (Stripe) or set up a Direct Debit (GoCardless), and sends
 * the browser there; busy until it has gone. A failure is said under the button.
 */
export function SetUpButton({
  kind,
  variant = 'primary',
  children,
}: {
  kind: SetUpKind;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const setUp = useSetUpPaymentMethod();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sending = useSubmission(async (which: SetUpKind, idempotencyKey: string) => {
    const checkout = await setUp.mutateAsync({ kind: which, idempotencyKey });
    setLeaving(true);
    goToProvider(checkout);
  });
  const start = async () => {
    setFailure(undefined);
    try {
      await sending.submit(kind);
    } catch (error) {
      console.error('The provider page did not open', error);
      setLeaving(false);
      setFailure(errorMessage(error) ?? content.openFailure);
    }
  };
  const busy = sending.pending || leaving;
  return (
    <div className="space-y-1">
      <Button variant={variant} disabled={busy} onClick={() => void start()}>
        {busy ? content.opening : children}
      </Button>
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
