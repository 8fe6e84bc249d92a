import { DURATION_HOURS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/schemas/booking';
import { type QuoteDraft, QuoteDraftSchema } from '@shared/schemas/quote';
import { useRef } from 'react';
import { FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCreateQuote } from '@/features/quotes/api/quote-actions';
import { quotesContent } from '@/features/quotes/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import type { ClientPicker } from './client-picker';

const content = quotesContent.form;

interface QuoteFields {
  clientId: string;
  enquiryId: string;
  title: string;
  lines: { description: string; quantity: string; price: string }[];
  depositPercent: string;
  validUntil: string;
  frequency: string;
  serviceType: string;
  serviceDate: string;
  serviceTime: string;
  durationHours: string;
  visits: string;
  line1: string;
  town: string;
  postcode: string;
}

/** Pounds as typed (`345`, `345.50`) to whole pence; anything else is left for the schema to refuse. */
const pence = (pounds: string) => (pounds.trim() === '' ? Number.NaN : Math.round(Number(pounds) * 100));

/** What the form holds, in the API's shape: empty optional parts left out. */
const draftOf = (values: QuoteFields): unknown => ({
  clientId: values.enquiryId ? undefined : values.clientId || undefined,
  enquiryId: values.enquiryId || undefined,
  title: values.title,
  lines: values.lines.map((line) => ({
    description: line.description,
    quantity: Number(line.quantity),
    unitPence: pence(line.price),
  })),
  ...(values.depositPercent ? { deposit: { kind: 'percent', percent: Number(values.depositPercent) } } : {}),
  ...(values.validUntil ? { validUntil: values.validUntil } : {}),
  ...(values.serviceDate
    ? {
        schedule: {
          frequency: values.frequency,
          serviceType: values.serviceType,
          serviceDate: values.serviceDate,
          serviceTime: values.serviceTime,
          durationHours: Number(values.durationHours),
          ...(values.frequency !== 'one_off' ? { visits: Number(values.visits) } : {}),
        },
      }
    : {}),
  ...(values.line1 ? { address: { line1: values.line1, town: values.town, postcode: values.postcode } } : {}),
});

/** Where a schema issue's path lands on this form's fields. */
const fieldOf = (path: PropertyKey[]): Path<QuoteFields> => {
  const [first, second, third] = path.map(String);
  if (first === 'lines' && second !== undefined)
    return `lines.${Number(second)}.${third === 'unitPence' ? 'price' : third === 'quantity' ? 'quantity' : 'description'}` as Path<QuoteFields>;
  if (first === 'deposit') return 'depositPercent';
  if (first === 'schedule') return (second ?? 'serviceDate') as Path<QuoteFields>;
  if (first === 'address') return (second ?? 'line1') as Path<QuoteFields>;
  return (first ?? 'title') as Path<QuoteFields>;
};

/** The office writes a quote for a client: typed lines, a deposit, a date, and when the work would be. */
interface QuoteFormProps {
  onDone: () => void;
  ClientPicker: ClientPicker;
  /** Who it is for when written from a client's page or an enquiry. */
  from?: { clientId: string; enquiryId: string };
}

export function QuoteForm({ onDone, ClientPicker, from }: QuoteFormProps) {
  const form = useForm<QuoteFields>({
    defaultValues: {
      clientId: from?.clientId ?? '',
      enquiryId: from?.enquiryId ?? '',
      title: '',
      lines: [{ description: '', quantity: '1', price: '' }],
      depositPercent: '',
      validUntil: '',
      frequency: 'one_off',
      serviceType: 'deep_cleaning',
      serviceDate: '',
      serviceTime: '10:00',
      durationHours: '4',
      visits: '',
      line1: '',
      town: '',
      postcode: '',
    },
  });
  const { register, handleSubmit, setError, control, watch, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'lines' });
  const create = useCreateQuote();
  const saved = useRef('');
  const sending = useSubmission(async (quote: QuoteDraft, idempotencyKey: string) => {
    saved.current = (await create.mutateAsync({ quote, idempotencyKey })).quoteNumber;
  });

  const submit = async (values: QuoteFields) => {
    const parsed = QuoteDraftSchema.safeParse(draftOf(values));
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, index) => {
        setError(fieldOf(issue.path), { message: issue.message }, { shouldFocus: index === 0 });
      });
      return;
    }
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(content.done(saved.current));
      onDone();
    } catch (error) {
      console.error('The quote was not saved', error);
      showServerIssues(error, setError, ['clientId', 'title', 'validUntil']);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  const regular = watch('frequency') !== 'one_off';
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label={content.heading}
        className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h3 className="text-lg font-semibold text-slate-900">{content.heading}</h3>
        {from?.enquiryId ? (
          <p className="rounded-md bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200">
            {content.forEnquiry}
          </p>
        ) : (
          <ClientPicker field={register('clientId')} error={errors.clientId?.message} />
        )}
        <FormField name="title" label={content.title} hint={content.titleHint} required maxLength={120} />
        {lines.fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 sm:grid-cols-[1fr_7rem_10rem]">
            <legend className="mb-1 font-semibold text-slate-800">{content.line(index + 1)}</legend>
            <TextField
              label={content.description}
              required
              maxLength={200}
              error={errors.lines?.[index]?.description?.message}
              {...register(`lines.${index}.description`)}
            />
            <TextField
              label={content.quantity}
              required
              inputMode="decimal"
              error={errors.lines?.[index]?.quantity?.message}
              {...register(`lines.${index}.quantity`)}
            />
            <TextField
              label={content.unitPrice}
              required
              inputMode="decimal"
              error={errors.lines?.[index]?.price?.message}
              {...register(`lines.${index}.price`)}
            />
          </fieldset>
        ))}
        <Button
          variant="secondary"
          onClick={() => lines.append({ description: '', quantity: '1', price: '' })}
        >
          {content.addLine}
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            name="depositPercent"
            label={content.deposit}
            hint={content.depositHint}
            inputMode="numeric"
          />
          <FormField name="validUntil" label={content.validUntil} hint={content.validHint} type="date" />
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 font-semibold text-slate-800">{content.when}</legend>
          <SelectField
            label={content.service}
            options={SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }))}
            error={errors.serviceType?.message}
            {...register('serviceType')}
          />
          <FormField name="serviceDate" label={content.date} type="date" />
          <FormField name="serviceTime" label={content.time} type="time" step={1800} />
          <SelectField
            label={content.hours}
            options={DURATION_HOURS.map((hours) => ({ value: String(hours), label: String(hours) }))}
            error={errors.durationHours?.message}
            {...register('durationHours')}
          />
          <SelectField
            label={content.frequency}
            options={Object.entries(content.frequencies).map(([value, label]) => ({ value, label }))}
            {...register('frequency')}
          />
          {regular && <FormField name="visits" label={content.visits} inputMode="numeric" />}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 font-semibold text-slate-800">{content.address}</legend>
          <FormField name="line1" label={content.line1} autoComplete="off" />
          <FormField name="town" label={content.town} autoComplete="off" />
          <FormField name="postcode" label={content.postcode} autoComplete="off" />
        </fieldset>
        <DialogActions
          keepLabel={content.keep}
          onKeep={onDone}
          confirmLabel={content.save}
          busyLabel={content.busy}
          pending={sending.pending}
        />
      </form>
    </FormProvider>
  );
}
