import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@shared/schemas/booking';
import type { ErrorIssue } from '@shared/schemas/error';
import { type Staff, StaffDetailsSchema, UpdateStaffSchema } from '@shared/schemas/staff';
import { useId, useState } from 'react';
import { CheckboxField, toggled } from '@/components/ui/checkbox-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { type SaveStaff, useSaveStaff } from '@/features/staff/api/save-staff';
import { staffFormContent as content } from '@/features/staff/form-content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** What the form's inputs hold: text and ticks, turned into the record's shape on submit. */
interface Fields {
  name: string;
  email: string;
  phone: string;
  services: ServiceType[];
  districts: string;
  days: Record<Weekday, { works: boolean; start: string; end: string }>;
  worksBankHolidays: boolean;
  dbsNumber: string;
  dbsIssuedOn: string;
  dbsUpdateService: boolean;
  dbsLastCheckedOn: string;
  firstAidCompletedOn: string;
  firstAidExpiresOn: string;
  ofstedNumber: string;
  rightToWorkCheckedOn: string;
  referencesReceived: string;
}

const fieldsOf = (member: Staff | undefined): Fields => {
  const { dbs, paediatricFirstAid } = member?.credentials ?? {};
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    services: [...(member?.services ?? [])],
    districts: member?.districts.join(', ') ?? '',
    days: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = member?.pattern[day];
        return [day, { works: Boolean(hours), start: hours?.start ?? '08:00', end: hours?.end ?? '18:00' }];
      }),
    ) as Fields['days'],
    worksBankHolidays: member?.worksBankHolidays ?? false,
    dbsNumber: dbs?.certificateNumber ?? '',
    dbsIssuedOn: dbs?.issuedOn ?? '',
    dbsUpdateService: dbs?.updateService ?? false,
    dbsLastCheckedOn: dbs?.lastCheckedOn ?? '',
    firstAidCompletedOn: paediatricFirstAid?.completedOn ?? '',
    firstAidExpiresOn: paediatricFirstAid?.expiresOn ?? '',
    ofstedNumber: member?.credentials.ofstedNumber ?? '',
    rightToWorkCheckedOn: member?.credentials.rightToWorkCheckedOn ?? '',
    referencesReceived: String(member?.credentials.referencesReceived ?? 0),
  };
};

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The record the fields make: a credential left blank is one not held. */
const detailsOf = (fields: Fields, member: Staff | undefined) => ({
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  services: fields.services,
  districts: fields.districts
    .split(/[\s,]+/)
    .map((district) => district.trim())
    .filter(Boolean),
  pattern: Object.fromEntries(
    WEEKDAYS.flatMap((day) => {
      const { works, start, end } = fields.days[day];
      return works ? [[day, { start, end }]] : [];
    }),
  ),
  worksBankHolidays: fields.worksBankHolidays,
  absences: member?.absences ?? [],
  credentials: {
    ...(optional(fields.dbsNumber) || optional(fields.dbsIssuedOn)
      ? {
          dbs: {
            certificateNumber: fields.dbsNumber.trim(),
            issuedOn: fields.dbsIssuedOn,
            updateService: fields.dbsUpdateService,
            ...(optional(fields.dbsLastCheckedOn) ? { lastCheckedOn: fields.dbsLastCheckedOn } : {}),
          },
        }
      : {}),
    ...(optional(fields.firstAidExpiresOn) || optional(fields.firstAidCompletedOn)
      ? {
          paediatricFirstAid: {
            expiresOn: fields.firstAidExpiresOn,
            ...(optional(fields.firstAidCompletedOn) ? { completedOn: fields.firstAidCompletedOn } : {}),
          },
        }
      : {}),
    ...(optional(fields.ofstedNumber) ? { ofstedNumber: fields.ofstedNumber.trim() } : {}),
    ...(optional(fields.rightToWorkCheckedOn) ? { rightToWorkCheckedOn: fields.rightToWorkCheckedOn } : {}),
    referencesReceived: Number(fields.referencesReceived),
  },
});

/** The first message for each field, by the request's dotted path (`credentials.dbs.issuedOn`). */
const byPath = (issues: readonly ErrorIssue[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
};

/**
 * The office's form for a member of the team, to add one or change one: who they are, what
 * they do and where, their working week, and their credentials. It checks with the server's own
 * schema before sending, and shows the server's word on each field (a certificate dated in the future,
 * an expiry before the course, an email another member has). Leave and sickness are marked on the
 * schedule board; a member who leaves is unticked here and keeps their history.
 */
export function StaffForm({ member, onDone }: { member?: Staff; onDone: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStaff();
  const sending = useSubmission((request: SaveStaff, idempotencyKey) =>
    save.mutateAsync({ save: request, idempotencyKey }),
  );
  const id = useId();
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) =>
    setFields((now) => ({ ...now, [name]: value }));
  const text = (name: keyof Fields, path: string) => ({
    value: String(fields[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value as never),
    error: errors[path],
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const details = detailsOf(fields, member);
    const body = member ? { ...details, version: member.version } : details;
    const checked = (member ? UpdateStaffSchema : StaffDetailsSchema).safeParse(body);
    if (!checked.success) {
      setErrors(
        byPath(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))),
      );
      return;
    }
    setErrors({});
    try {
      const request = (member ? { id: member.id, body } : { body }) as SaveStaff;
      if ((await sending.submit(request)) === 'busy') return;
      toast.success(member ? content.saved(fields.name) : content.added(fields.name));
      onDone();
    } catch (failure) {
      console.error('The staff record was not saved', failure);
      if (isApiError(failure)) setErrors(byPath(failure.issues));
      toast.error(content.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{content.who}</legend>
        <TextField label={content.name} required autoComplete="off" {...text('name', 'name')} />
        <TextField
          label={content.email}
          required
          type="email"
          autoComplete="off"
          {...text('email', 'email')}
        />
        <TextField label={content.phone} required type="tel" autoComplete="off" {...text('phone', 'phone')} />
      </fieldset>

      <fieldset aria-describedby={errors.services ? `${id}-services` : undefined}>
        <legend className="mb-2 text-lg font-semibold text-slate-900">{content.services}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SERVICE_TYPES.map((service) => (
            <CheckboxField
              key={service}
              label={SERVICE_TYPE_LABELS[service]}
              checked={fields.services.includes(service)}
              onChange={(checked) => set('services', toggled(fields.services, service, checked))}
            />
          ))}
        </div>
        {errors.services && (
          <p id={`${id}-services`} className="mt-1 text-red-800">
            {errors.services}
          </p>
        )}
      </fieldset>
      <TextField
        label={content.districts}
        hint={content.districtsHint}
        required
        {...text('districts', 'districts')}
        error={
          errors.districts ?? Object.entries(errors).find(([path]) => path.startsWith('districts.'))?.[1]
        }
      />

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-slate-900">{content.week}</legend>
        <div className="space-y-2">
          {WEEKDAYS.map((day) => {
            const hours = fields.days[day];
            const change = (value: Partial<typeof hours>) =>
              set('days', { ...fields.days, [day]: { ...hours, ...value } });
            return (
              <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-end gap-3">
                <CheckboxField
                  label={content.weekdays[day - 1]}
                  checked={hours.works}
                  onChange={(works) => change({ works })}
                />
                <TextField
                  label={content.startOn(content.weekdays[day - 1] ?? '')}
                  type="time"
                  disabled={!hours.works}
                  value={hours.start}
                  onChange={(event) => change({ start: event.target.value })}
                  error={errors[`pattern.${day}.start`]}
                />
                <TextField
                  label={content.endOn(content.weekdays[day - 1] ?? '')}
                  type="time"
                  disabled={!hours.works}
                  value={hours.end}
                  onChange={(event) => change({ end: event.target.value })}
                  error={errors[`pattern.${day}.end`]}
                />
              </div>
            );
          })}
        </div>
        <CheckboxField
          className="mt-3"
          label={content.bankHolidays}
          checked={fields.worksBankHolidays}
          onChange={(checked) => set('worksBankHolidays', checked)}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{content.credentials}</legend>
        <TextField
          label={content.dbsNumber}
          inputMode="numeric"
          {...text('dbsNumber', 'credentials.dbs.certificateNumber')}
        />
        <TextField
          label={content.dbsIssuedOn}
          type="date"
          {...text('dbsIssuedOn', 'credentials.dbs.issuedOn')}
        />
        <CheckboxField
          label={content.dbsUpdateService}
          checked={fields.dbsUpdateService}
          onChange={(checked) => set('dbsUpdateService', checked)}
        />
        <TextField
          label={content.dbsLastCheckedOn}
          type="date"
          {...text('dbsLastCheckedOn', 'credentials.dbs.lastCheckedOn')}
        />
        <TextField
          label={content.firstAidCompletedOn}
          type="date"
          {...text('firstAidCompletedOn', 'credentials.paediatricFirstAid.completedOn')}
        />
        <TextField
          label={content.firstAidExpiresOn}
          type="date"
          {...text('firstAidExpiresOn', 'credentials.paediatricFirstAid.expiresOn')}
        />
        <TextField label={content.ofstedNumber} {...text('ofstedNumber', 'credentials.ofstedNumber')} />
        <TextField
          label={content.rightToWork}
          type="date"
          {...text('rightToWorkCheckedOn', 'credentials.rightToWorkCheckedOn')}
        />
        <TextField
          label={content.references}
          type="number"
          min={0}
          max={20}
          inputMode="numeric"
          {...text('referencesReceived', 'credentials.referencesReceived')}
        />
      </fieldset>
      {errors[''] && (
        <p role="alert" className="text-red-800">
          {errors['']}
        </p>
      )}
      <DialogActions
        keepLabel={content.cancel}
        onKeep={onDone}
        confirmLabel={member ? content.save : content.add}
        busyLabel={content.busy}
        pending={sending.pending}
      />
    </form>
  );
}
