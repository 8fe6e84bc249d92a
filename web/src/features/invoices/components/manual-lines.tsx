import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { invoiceContent } from '@/features/invoices/content';
import { emptyLine, type InvoiceFields } from './invoice-form-schema';

const content = invoiceContent.dialog;

interface ManualLinesProps {
  control: Control<InvoiceFields, unknown, unknown>;
  register: UseFormRegister<InvoiceFields>;
  errors: FieldErrors<InvoiceFields>;
}

/** Lines the office types: what, when, how many at what price; added and removed freely. */
export function ManualLines({ control, register, errors }: ManualLinesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">{content.manual}</legend>
      {fields.map((line, index) => {
        const lineErrors = errors.lines?.[index];
        return (
          <div key={line.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField
                label={content.description}
                required
                error={lineErrors?.description?.message}
                {...register(`lines.${index}.description`)}
              />
            </div>
            <TextField
              label={content.quantity}
              required
              inputMode="decimal"
              error={lineErrors?.quantity?.message}
              {...register(`lines.${index}.quantity`)}
            />
            <TextField
              label={content.price}
              required
              inputMode="decimal"
              error={lineErrors?.unitPence?.message}
              {...register(`lines.${index}.unitPence`)}
            />
            <TextField
              label={content.serviceDate}
              type="date"
              error={lineErrors?.serviceDate?.message}
              {...register(`lines.${index}.serviceDate`)}
            />
            <div className="flex items-end">
              <Button type="button" variant="secondary" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-5" />
                {content.removeLine}
              </Button>
            </div>
          </div>
        );
      })}
      {errors.lines?.root?.message || errors.lines?.message ? (
        <p role="alert" className="text-red-700">
          {errors.lines?.root?.message ?? errors.lines?.message}
        </p>
      ) : null}
      <Button type="button" variant="secondary" onClick={() => append(emptyLine)}>
        <Plus aria-hidden="true" className="size-5" />
        {content.addLine}
      </Button>
    </fieldset>
  );
}
