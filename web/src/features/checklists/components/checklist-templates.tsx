import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@shared/schemas/booking';
import { type ChecklistTemplates, ChecklistTemplatesSchema } from '@shared/schemas/visit-day';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import {
  useChecklistTemplates,
  useSaveChecklistTemplates,
} from '@/features/checklists/api/checklist-templates';
import { checklistContent as content } from '@/features/checklists/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { ChecklistRows, type Row, type RowErrors } from './checklist-rows';

type Drafts = Record<ServiceType, Row[]>;

const rowsOf = (templates: ChecklistTemplates['templates']): Drafts =>
  Object.fromEntries(
    SERVICE_TYPES.map((service) => [
      service,
      (templates[service] ?? []).map((item) => ({ key: item.id ?? crypto.randomUUID(), ...item })),
    ]),
  ) as Drafts;

const requestOf = (drafts: Drafts): ChecklistTemplates => ({
  templates: Object.fromEntries(
    SERVICE_TYPES.map((service) => [
      service,
      drafts[service].map(({ id, label }) => (id ? { id, label } : { label })),
    ]),
  ) as ChecklistTemplates['templates'],
});

/**
 * Puts each problem on the row it names (`templates.<service>.<index>.label`, from zod here or the
 * server's 422), or on the service for a list that is too long.
 */
const errorsOf = (drafts: Drafts, issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: RowErrors = {};
  for (const { path, message } of issues) {
    const [, service, index] = path;
    if (typeof service !== 'string' || !(service in drafts)) continue;
    const row = typeof index === 'number' ? drafts[service as ServiceType][index] : undefined;
    errors[row ? row.key : service] ??= message;
  }
  return errors;
};

const pathOf = (path: string) => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The office's checklist for each service, beside the other booking settings: one service
 * at a time, its items renamed, added, removed and reordered (by buttons, so the keyboard does it all),
 * and every service saved at once.
 */
export function ChecklistTemplatesForm() {
  const templates = useChecklistTemplates();
  const [drafts, setDrafts] = useState<Drafts>();
  const [service, setService] = useState<ServiceType>(SERVICE_TYPES[0]);
  const [errors, setErrors] = useState<RowErrors>({});
  const [saved, setSaved] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (templates.data) {
      const fresh = rowsOf(templates.data.templates);
      setDrafts(fresh);
      setSaved(JSON.stringify(requestOf(fresh)));
    }
  }, [templates.data]);
  const save = useSaveChecklistTemplates();
  const sending = useSubmission((request: ChecklistTemplates) => save.mutateAsync(request));
  const dirty = drafts !== undefined && JSON.stringify(requestOf(drafts)) !== saved;

  /** Shows the first service with a problem and focuses its first bad item. */
  const showErrors = (found: RowErrors) => {
    setErrors(found);
    if (!drafts) return;
    const first = SERVICE_TYPES.find((name) => found[name] || drafts[name].some((row) => found[row.key]));
    if (!first) return;
    setService(first);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!drafts) return;
    const parsed = ChecklistTemplatesSchema.safeParse(requestOf(drafts));
    if (!parsed.success) return showErrors(errorsOf(drafts, parsed.error.issues));
    setErrors({});
    try {
      if ((await sending.submit(parsed.data)) === 'sent') toast.success(content.saved);
    } catch (error) {
      console.error('The checklists were not saved', error);
      if (isApiError(error) && error.status === 422)
        showErrors(
          errorsOf(
            drafts,
            error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })),
          ),
        );
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  const label = SERVICE_TYPE_LABELS[service];
  const hasErrors = (name: ServiceType) =>
    Boolean(errors[name]) || (drafts?.[name] ?? []).some((row) => errors[row.key]);
  return (
    <section aria-labelledby="checklists-heading" className="mb-8">
      <h3 id="checklists-heading" className="mb-1 text-lg font-semibold text-slate-900">
        {content.heading}
      </h3>
      <p className="mb-3 max-w-prose text-slate-700">{content.intro}</p>
      <QueryState
        query={templates}
        isEmpty={false}
        loading={content.loading}
        empty=""
        failure={content.loadFailure}
      >
        {drafts && (
          <form noValidate onSubmit={(event) => void submit(event)} className="max-w-2xl space-y-4">
            <div className="max-w-sm">
              <SelectField
                label={content.service}
                value={service}
                options={SERVICE_TYPES.map((name) => ({
                  value: name,
                  label: hasErrors(name)
                    ? content.needsAttention(SERVICE_TYPE_LABELS[name])
                    : SERVICE_TYPE_LABELS[name],
                }))}
                onChange={(event) => setService(event.target.value as ServiceType)}
              />
            </div>
            <div ref={listRef}>
              <ChecklistRows
                // A new list for each service: its focus and announcements start afresh.
                key={service}
                service={label}
                rows={drafts[service]}
                errors={errors}
                listError={errors[service]}
                onChange={(rows) => {
                  setDrafts((now) => (now ? { ...now, [service]: rows } : now));
                  setErrors(({ [service]: _gone, ...rest }) => rest);
                }}
                onRowEdited={(key) => setErrors(({ [key]: _gone, ...rest }) => rest)}
              />
            </div>
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="font-semibold text-red-700">
                {content.invalid}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={sending.pending}>
                {sending.pending ? content.busy : content.save}
              </Button>
              {dirty && <p className="text-slate-700">{content.unsaved}</p>}
            </div>
          </form>
        )}
      </QueryState>
    </section>
  );
}
