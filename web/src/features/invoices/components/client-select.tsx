import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useClientsByName } from '@/features/invoices/api/list-clients';
import { invoiceContent } from '@/features/invoices/content';
import { isApiError } from '@/lib/api-error';

const content = invoiceContent.dialog;

/** Every client by name; while they load the picker says so, and a failure says why. */
export function ClientSelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const clients = useClientsByName();
  const failure = clients.isError
    ? `${content.clientsFailure}${isApiError(clients.error) ? `: ${clients.error.message}` : ''}`
    : undefined;
  return (
    <SelectField
      label={content.client}
      required
      error={error ?? failure}
      disabled={clients.isPending}
      {...field}
    >
      <option value="">{clients.isPending ? content.clientsLoading : content.choose}</option>
      {clients.data?.map((client) => (
        <option key={client.id} value={client.id}>
          {client.fullName} ({client.email})
        </option>
      ))}
    </SelectField>
  );
}
