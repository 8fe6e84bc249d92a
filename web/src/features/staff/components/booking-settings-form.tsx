import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@shared/schemas/booking';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, toggled } from '@/components/ui/checkbox-field';
import { QueryState } from '@/components/ui/query-state';
import { useBookingSettings, useSaveBookingSettings } from '@/features/staff/api/booking-settings';
import { teamContent } from '@/features/staff/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = teamContent.confirmation;

/**
 * The office's choice, per service, of how a new visit is confirmed: at once, naming who
 * comes (the rules have found someone free), or by hand (a first visit, or childcare until the family
 * has met the carer). Either way the visit is held for that person from the moment it is booked.
 */
export function BookingSettingsForm() {
  const settings = useBookingSettings();
  const [byHand, setByHand] = useState<ServiceType[]>([]);
  useEffect(() => {
    if (settings.data) setByHand([...settings.data.confirmByHand]);
  }, [settings.data]);
  const save = useSaveBookingSettings();
  const sending = useSubmission((confirmByHand: ServiceType[]) => save.mutateAsync({ confirmByHand }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      if ((await sending.submit(byHand)) === 'sent') toast.success(content.saved);
    } catch (error) {
      console.error('The settings were not saved', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="confirmation-heading" className="mb-8">
      <h3 id="confirmation-heading" className="mb-1 text-lg font-semibold text-slate-900">
        {content.heading}
      </h3>
      <p className="mb-3 max-w-prose text-slate-700">{content.intro}</p>
      <QueryState
        query={settings}
        isEmpty={false}
        loading={content.loading}
        empty=""
        failure={content.loadFailure}
      >
        <form noValidate onSubmit={(event) => void submit(event)}>
          <fieldset>
            <legend className="font-semibold text-slate-900">{content.legend}</legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {SERVICE_TYPES.map((service) => (
                <CheckboxField
                  key={service}
                  label={SERVICE_TYPE_LABELS[service]}
                  checked={byHand.includes(service)}
                  onChange={(checked) => setByHand((now) => toggled(now, service, checked))}
                />
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="mt-3" disabled={sending.pending}>
            {sending.pending ? content.busy : content.save}
          </Button>
        </form>
      </QueryState>
    </section>
  );
}
