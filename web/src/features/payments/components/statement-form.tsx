import { todayInLondon } from '@shared/dates';
import { addMonths } from '@shared/london-time';
import { StatementQuerySchema } from '@shared/schemas/payment';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { downloadStatement } from '@/features/payments/api/downloads';
import { paymentsContent } from '@/features/payments/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { fieldErrors } from '@/lib/field-errors';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = paymentsContent.statement;

/**
 * A statement (PDF) of invoices, payments and credits over a period, the last three months unless
 * changed: the client's own, or with `clientId` the office's copy of a client's.
 */
export function StatementForm({ clientId }: { clientId?: string }) {
  const [to, setTo] = useState(() => todayInLondon());
  const [from, setFrom] = useState(() => addMonths(todayInLondon(), -3));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const download = useSubmission((query: { from: string; to: string }) => downloadStatement(query, clientId));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = StatementQuerySchema.safeParse({ from, to });
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    try {
      await download.submit(checked.data);
    } catch (error) {
      console.error('The statement did not download', error);
      if (isApiError(error) && error.status === 422) setErrors(fieldErrors(error.issues));
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={content.from}
          type="date"
          required
          value={from}
          max={to}
          error={errors.from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={content.to}
          type="date"
          required
          value={to}
          min={from}
          error={errors.to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={download.pending}>
        <Download aria-hidden="true" className="size-5" />
        {download.pending ? content.busy : content.download}
      </Button>
    </form>
  );
}
