import { AUTO_PAY_CHOICES, type AutoPayChoice } from '@shared/payments';
import type { PaymentMethods } from '@shared/schemas/payment';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSetAutoPay } from '@/features/payments/api/payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { isUsable } from '@/features/payments/describe';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = paymentsContent.ways;

/** Why a choice cannot be made yet, or nothing when it can. */
const missing = (choice: AutoPayChoice, methods: PaymentMethods) =>
  choice === 'card' && !methods.card
    ? content.autoPayNeedsCard
    : choice === 'direct_debit' && !isUsable(methods.directDebit)
      ? content.autoPayNeedsDebit
      : undefined;

/**
 * How future invoices are paid: from the saved card or by Direct Debit on their due dates, or by the
 * client each time. A choice whose method is not saved cannot be picked (it says what to do first).
 */
export function AutoPayForm({ methods }: { methods: PaymentMethods }) {
  const [choice, setChoice] = useState<AutoPayChoice>(methods.autoPay);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const setAutoPay = useSetAutoPay();
  const saving = useSubmission((autoPay: AutoPayChoice) => setAutoPay.mutateAsync(autoPay));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    try {
      if ((await saving.submit(choice)) === 'sent') {
        setResult({ ok: true, text: content.choiceSaved });
        toast.success(content.choiceSaved);
      }
    } catch (error) {
      console.error('The auto-pay choice was not saved', error);
      setResult({ ok: false, text: errorMessage(error) ?? content.choiceFailure });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <fieldset>
        <legend className="font-semibold text-slate-900">{content.autoPay}</legend>
        <div className="mt-2 space-y-1">
          {AUTO_PAY_CHOICES.map((value) => {
            const why = missing(value, methods);
            return (
              <label
                key={value}
                className={`flex min-h-11 items-center gap-3 rounded-md px-2 ${why ? 'text-slate-600' : 'cursor-pointer text-slate-900 hover:bg-slate-50'}`}
              >
                <input
                  type="radio"
                  name="auto-pay"
                  value={value}
                  checked={choice === value}
                  disabled={why !== undefined}
                  onChange={() => setChoice(value)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span>
                  {content.autoPayChoices[value]}
                  {why && <span className="block text-sm">{why}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={saving.pending || choice === methods.autoPay}>
        {saving.pending ? content.savingChoice : content.saveChoice}
      </Button>
      <p role="status" className={`empty:hidden ${result?.ok === false ? 'text-red-800' : 'text-green-800'}`}>
        {result?.text}
      </p>
    </form>
  );
}
