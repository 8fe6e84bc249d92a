import { formatPence } from '@shared/dates';
import { instantPrice } from '@shared/instant-price';
import { instantPriceRules as range } from '@shared/instant-price-rules';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@shared/schemas/booking';
import {
  type InstantPrice,
  type InstantPriceInput,
  InstantPriceInputSchema,
  SIZED_SERVICES,
} from '@shared/schemas/instant-price';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { quoteContent } from '@/content/quote';

const content = quoteContent.form;
const words = quoteContent.result;

/** What the visitor has chosen, as the selects and inputs hold it. */
interface Choices {
  serviceType: ServiceType | '';
  sizeBy: 'size' | 'hours';
  ironingBy: 'items' | 'hours';
  bedrooms: string;
  bathrooms: string;
  hours: string;
  items: string;
  deepClean: 'deep' | 'end_of_tenancy';
  condition: 'normal' | 'poor';
  postcode: string;
  frequency: 'once' | 'weekly' | 'fortnightly';
  date: string;
}

const start: Choices = {
  serviceType: '',
  sizeBy: 'size',
  ironingBy: 'hours',
  bedrooms: '2',
  bathrooms: '1',
  hours: '3',
  items: '',
  deepClean: 'deep',
  condition: 'normal',
  postcode: '',
  frequency: 'once',
  date: '',
};

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
// One beyond each range is offered too, so a bigger home hears "we quote for that" rather than nothing.
const countOptions = (max: number) =>
  numbers(1, max + 1).map((count) => ({
    value: String(count),
    label: count > max ? content.orMore(count) : String(count),
  }));
const hourOptions = [
  ...numbers(range.hours.min * 2, range.hours.max * 2)
    .map((half) => half / 2)
    .map((hours) => ({ value: String(hours), label: `${hours} hours` })),
  { value: String(range.hours.max + 1), label: content.moreHours(range.hours.max) },
];
// Commercial cleaning is priced per job: listed, so choosing it says so at once.
const serviceOptions = SERVICE_TYPES.map((service) => ({
  value: service,
  label: SERVICE_TYPE_LABELS[service],
}));

/** The request the calculator and the API take, from the visitor's choices. */
const requestOf = (choices: Choices): InstantPriceInput | undefined => {
  const service = choices.serviceType;
  if (!service) return undefined;
  const sized = SIZED_SERVICES.includes(service);
  const bySize = sized && choices.sizeBy === 'size';
  const byItems = service === 'ironing' && choices.ironingBy === 'items';
  const byHours = service !== 'commercial_cleaning' && !bySize && !byItems;
  return {
    serviceType: service,
    postcode: choices.postcode,
    frequency: choices.frequency,
    ...(bySize ? { bedrooms: Number(choices.bedrooms), bathrooms: Number(choices.bathrooms) } : {}),
    ...(byItems && choices.items !== '' ? { items: Number(choices.items) } : {}),
    ...(byHours ? { hours: Number(choices.hours) } : {}),
    ...(service === 'deep_cleaning' ? { deepClean: choices.deepClean, condition: choices.condition } : {}),
    ...(choices.date ? { date: choices.date } : {}),
  };
};

/** The choices in a sentence, for the enquiry the office reads. */
const summaryOf = (choices: Choices): string => {
  const service = choices.serviceType ? SERVICE_TYPE_LABELS[choices.serviceType] : '';
  const parts = [service];
  if (choices.serviceType === 'deep_cleaning')
    parts.push(
      `${content.deepCleanOptions[choices.deepClean]}, condition: ${content.conditionOptions[choices.condition]}`,
    );
  const request = requestOf(choices);
  if (request?.bedrooms) parts.push(`${request.bedrooms} bedrooms, ${request.bathrooms} bathrooms`);
  if (request?.items) parts.push(`${request.items} items`);
  if (request?.hours) parts.push(`${request.hours} hours`);
  parts.push(`postcode ${choices.postcode.trim().toUpperCase()}`);
  parts.push(content.frequencyOptions[choices.frequency].toLowerCase());
  if (choices.date) parts.push(`on ${choices.date}`);
  return parts.filter(Boolean).join('; ');
};

type PricedBooking = NonNullable<Extract<InstantPrice, { kind: 'price' }>['booking']>;

/**
 * Where the calculator's two ways on lead, given by the page that composes it (a feature never imports
 * another): the booking form filled in with the priced visit, and the enquiry form with the summary.
 */
export interface InstantPriceFormProps {
  bookingPath: (prefill: {
    serviceType: PricedBooking['serviceType'];
    durationHours: number;
    repeat: 'once' | PricedBooking['frequency'];
  }) => string;
  enquiryPath: (subject: string, message: string) => string;
}

/** Sign-up first, then the Bookings tab with the priced visit's dialog open (/auth follows `next`). */
const bookThisPath = (booking: PricedBooking, bookingPath: InstantPriceFormProps['bookingPath']) =>
  `${paths.auth}?${new URLSearchParams({
    mode: 'signup',
    next: bookingPath({
      serviceType: booking.serviceType,
      durationHours: booking.durationHours,
      repeat: booking.frequency,
    }),
  })}`;

/**
 * The instant price: the price is worked out in the browser, as the visitor chooses, by the
 * same calculator the API runs (shared/instant-price.ts) from the one price table; nothing is sent
 * until they book or ask for a quote, and the booking itself is priced again by the server.
 */
export function InstantPriceForm({ bookingPath, enquiryPath: enquiryPathOf }: InstantPriceFormProps) {
  const [choices, setChoices] = useState<Choices>(start);
  const [postcodeTouched, setPostcodeTouched] = useState(false);
  const choose =
    <K extends keyof Choices>(key: K) =>
    (event: { target: { value: string } }) =>
      setChoices((current) => ({ ...current, [key]: event.target.value as Choices[K] }));

  const request = requestOf(choices);
  const parsed = request ? InstantPriceInputSchema.safeParse(request) : undefined;
  const result = parsed?.success ? instantPrice(parsed.data) : undefined;
  const firstIssue = parsed?.error?.issues[0];
  const issueAt = (path: string) =>
    parsed?.error?.issues.find((issue) => issue.path[0] === path)?.message ??
    (result && result.kind !== 'price'
      ? result.issues.find((issue) => issue.path === path)?.message
      : undefined);
  const service = choices.serviceType;
  const sized = service !== '' && SIZED_SERVICES.includes(service);
  const showSize = sized && choices.sizeBy === 'size';
  const showItems = service === 'ironing' && choices.ironingBy === 'items';
  const showHours = service !== '' && service !== 'commercial_cleaning' && !showSize && !showItems;
  const postcodeError = postcodeTouched && choices.postcode.trim() !== '' ? issueAt('postcode') : undefined;
  const enquiryPath = enquiryPathOf(
    quoteContent.enquiry.subject(service ? SERVICE_TYPE_LABELS[service] : ''),
    quoteContent.enquiry.message(summaryOf(choices)),
  );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        aria-labelledby="price-form-heading"
        className="space-y-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="price-form-heading" className="text-xl font-semibold text-slate-900">
          {content.heading}
        </h2>
        <SelectField
          label={content.service}
          required
          placeholder={content.servicePlaceholder}
          options={serviceOptions}
          value={choices.serviceType}
          onChange={choose('serviceType')}
        />
        {service === 'deep_cleaning' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={content.deepClean}
              options={Object.entries(content.deepCleanOptions).map(([value, label]) => ({ value, label }))}
              value={choices.deepClean}
              onChange={choose('deepClean')}
            />
            <SelectField
              label={content.condition}
              options={Object.entries(content.conditionOptions).map(([value, label]) => ({ value, label }))}
              value={choices.condition}
              onChange={choose('condition')}
            />
          </div>
        )}
        {sized && (
          <SelectField
            label={content.sizeBy}
            options={Object.entries(content.sizeByOptions).map(([value, label]) => ({ value, label }))}
            value={choices.sizeBy}
            onChange={choose('sizeBy')}
          />
        )}
        {service === 'ironing' && (
          <SelectField
            label={content.ironingBy}
            options={Object.entries(content.ironingByOptions).map(([value, label]) => ({ value, label }))}
            value={choices.ironingBy}
            onChange={choose('ironingBy')}
          />
        )}
        {showSize && (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={content.bedrooms}
              options={countOptions(range.bedrooms.max)}
              value={choices.bedrooms}
              onChange={choose('bedrooms')}
              error={issueAt('bedrooms')}
            />
            <SelectField
              label={content.bathrooms}
              options={countOptions(range.bathrooms.max)}
              value={choices.bathrooms}
              onChange={choose('bathrooms')}
              error={issueAt('bathrooms')}
            />
          </div>
        )}
        {showHours && (
          <SelectField
            label={content.hours}
            options={hourOptions}
            value={choices.hours}
            onChange={choose('hours')}
            error={issueAt('hours')}
          />
        )}
        {showItems && (
          <TextField
            label={content.items}
            type="number"
            inputMode="numeric"
            min={range.ironingItems.min}
            max={range.ironingItems.max}
            hint={content.itemsHint(range.ironingItems.min, range.ironingItems.max)}
            value={choices.items}
            onChange={choose('items')}
            error={choices.items === '' ? undefined : issueAt('items')}
          />
        )}
        <TextField
          label={content.postcode}
          required
          autoComplete="postal-code"
          hint={content.postcodeHint}
          value={choices.postcode}
          onChange={choose('postcode')}
          onBlur={() => setPostcodeTouched(true)}
          error={postcodeError}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={content.frequency}
            options={Object.entries(content.frequencyOptions).map(([value, label]) => ({ value, label }))}
            value={choices.frequency}
            onChange={choose('frequency')}
          />
          <TextField
            label={content.date}
            type="date"
            hint={content.dateHint}
            value={choices.date}
            onChange={choose('date')}
          />
        </div>
      </form>
      <section
        aria-labelledby="price-result-heading"
        className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6 lg:sticky lg:top-24"
      >
        <h2 id="price-result-heading" className="text-xl font-semibold text-slate-900">
          {result?.kind === 'quote'
            ? words.quoteHeading
            : result?.kind === 'outside_area'
              ? words.areaHeading
              : words.heading}
        </h2>
        {/* Announced as it changes: the price follows each choice without a button. */}
        <div aria-live="polite" className="mt-3">
          {!result && (
            <p className="text-slate-700">
              {firstIssue && request?.postcode ? firstIssue.message : words.waiting}
            </p>
          )}
          {result?.kind === 'price' && (
            <PriceAnswer price={result} enquiryPath={enquiryPath} bookingPath={bookingPath} />
          )}
          {result?.kind === 'quote' && (
            <>
              <p className="text-slate-800">{result.message}</p>
              <p className="mt-3 font-semibold text-slate-900">{words.quoteNeeds}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {result.needs.map((need) => (
                  <li key={need}>{need}</li>
                ))}
              </ul>
              <Link to={enquiryPath} className={buttonClasses('primary', 'mt-5')}>
                {words.askQuote}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </>
          )}
          {result?.kind === 'outside_area' && (
            <>
              <p className="text-slate-800">{result.message}</p>
              <Link to={enquiryPath} className={buttonClasses('secondary', 'mt-5')}>
                {words.askArea}
              </Link>
            </>
          )}
        </div>
      </section>
    </div>
  );
}

function PriceAnswer({
  price,
  enquiryPath,
  bookingPath,
}: {
  price: Extract<InstantPrice, { kind: 'price' }>;
  enquiryPath: string;
  bookingPath: InstantPriceFormProps['bookingPath'];
}) {
  return (
    <>
      <p className="text-slate-700">
        <span className="text-4xl font-bold text-slate-900">{formatPence(price.perVisitPence)}</span>{' '}
        {words.perVisit}
      </p>
      <dl className="mt-4 space-y-1 border-t border-brand-100 pt-3 text-slate-700">
        {price.lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatPence(line.amountPence)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-brand-100 pt-1 font-semibold text-slate-900">
          <dt>{words.total}</dt>
          <dd className="tabular-nums">{formatPence(price.perVisitPence)}</dd>
        </div>
      </dl>
      {price.firstVisitPence !== price.perVisitPence && (
        <p className="mt-3 font-semibold text-brand-800">
          {words.firstVisit(formatPence(price.firstVisitPence))}
        </p>
      )}
      {price.regular && (
        <p className="mt-3 text-slate-700">
          {words.regular(
            quoteContent.form.frequencyOptions[price.frequency],
            price.regular.visitsPerYear,
            formatPence(price.regular.perMonthPence),
          )}
        </p>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {price.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
        <li>{words.includes}</li>
      </ul>
      {price.booking ? (
        <>
          <Link to={bookThisPath(price.booking, bookingPath)} className={buttonClasses('primary', 'mt-5')}>
            {words.book}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <p className="mt-2 text-sm text-slate-600">{words.bookNote}</p>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{words.byItemNote}</p>
          <Link to={enquiryPath} className={buttonClasses('secondary', 'mt-3')}>
            {words.sendDetails}
          </Link>
        </>
      )}
    </>
  );
}
