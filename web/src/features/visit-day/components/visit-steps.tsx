import { todayInLondon } from '@shared/dates';
import { londonParts } from '@shared/london-time';
import type { StaffVisit } from '@shared/schemas/visit-day';
import { useEffect, useState } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useVisitStep, type VisitStep } from '@/features/visit-day/api/visit-steps';
import { visitDayContent } from '@/features/visit-day/content';
import { useShareLocation } from '@/features/visit-day/location';
import { clock, opensAt } from '@/features/visit-day/visit-times';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { CheckOutForm } from './check-out-form';
import { Checklist } from './checklist';
import { StepButton, StepDone, StepFailure } from './step-parts';

const content = visitDayContent.steps;
type StepName = VisitStep['step'];

/** Where focus goes once a step is taken and its button is gone: the next thing to do. */
const NEXT_FOCUS: Record<StepName, string> = {
  onMyWay: 'step-check-in',
  checkIn: 'checklist-heading',
  checkOut: 'step-checked-out',
};

/** Why nothing can be done yet (or any more), for a visit not started. */
const waitingLine = (visit: StaffVisit) => {
  if (visit.status === 'cancelled') return content.cancelled;
  const opens = opensAt(visit.serviceTime);
  const now = londonParts(new Date());
  const today = todayInLondon();
  const before = visit.serviceDate > today || (visit.serviceDate === today && now.time < opens);
  return before ? content.opensAt(opens) : content.closed;
};

/**
 * The visit's steps in order (issue 28): on my way, check in, the checklist, check out. Each step is one
 * big button while the server says it may be taken (`can`); each is sent once however often it is
 * tapped (one at a time, with an idempotency key), with the phone's position when the member chose to
 * share it. A refusal is shown where they tapped.
 */
export function VisitSteps({ visit }: { visit: StaffVisit }) {
  const step = useVisitStep();
  const location = useShareLocation();
  const [active, setActive] = useState<StepName>();
  const [failure, setFailure] = useState<{ step: StepName; message: string }>();
  const [focusAfter, setFocusAfter] = useState<StepName>();
  const sending = useSubmission(
    async (request: VisitStep, idempotencyKey) => {
      const where = request.step === 'onMyWay' ? undefined : await location.locate();
      const located = where && request.step !== 'onMyWay' ? { ...request, location: where } : request;
      return step.mutateAsync({ request: located, idempotencyKey });
    },
    // The same step, with the same words, is the same request however the phone's position moved.
    (request) =>
      request.step === 'checkOut' ? [request.step, request.id, request.record] : [request.step, request.id],
  );

  const take = async (request: VisitStep) => {
    setFailure(undefined);
    setActive(request.step);
    try {
      if ((await sending.submit(request)) === 'sent') setFocusAfter(request.step);
    } catch (error) {
      console.error(`The visit's ${request.step} was not recorded`, error);
      setFailure({ step: request.step, message: errorMessage(error) ?? '' });
    } finally {
      setActive(undefined);
    }
  };

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(NEXT_FOCUS[focusAfter])?.focus();
    setFocusAfter(undefined);
  }, [focusAfter]);

  const record = visit.visit ?? {};
  const { can } = visit;
  const busy = (name: StepName) => sending.pending && active === name;
  const failed = (name: StepName) => (failure?.step === name ? failure.message : undefined);
  const started = record.actualStart !== undefined;
  const stillToLocate = !record.actualEnd && (can.checkIn || can.checkOut);

  return (
    <section aria-labelledby="steps-heading" className="space-y-5">
      <h3 id="steps-heading" className="text-xl font-bold text-slate-900">
        {content.heading}
      </h3>
      {!started && !can.onMyWay && !can.checkIn && (
        <p className="text-lg text-slate-900">{waitingLine(visit)}</p>
      )}
      {stillToLocate && (
        <div className="rounded-lg bg-slate-50 p-3">
          <CheckboxField
            label={<span className="text-lg">{content.shareLocation}</span>}
            checked={location.on}
            onChange={location.choose}
            className="[&_input]:size-6"
          />
          <p className="mt-1 text-base text-slate-800">
            {location.refused ? content.locationRefused : content.shareLocationHint}
          </p>
        </div>
      )}
      <ol className="space-y-6">
        {(record.onMyWayAt || (can.onMyWay && !started)) && (
          <li className="space-y-3">
            {record.onMyWayAt ? (
              <StepDone id="step-on-my-way-done">{content.onMyWayDone(clock(record.onMyWayAt))}</StepDone>
            ) : (
              <StepButton
                disabled={sending.pending}
                onClick={() => void take({ step: 'onMyWay', id: visit.id })}
              >
                {busy('onMyWay') ? content.onMyWayBusy : content.onMyWay}
              </StepButton>
            )}
            <StepFailure title={content.failure} message={failed('onMyWay')} />
          </li>
        )}
        {(started || can.checkIn) && (
          <li className="space-y-3">
            {record.actualStart ? (
              <StepDone id="step-checked-in">{content.checkedIn(clock(record.actualStart))}</StepDone>
            ) : (
              <StepButton
                id="step-check-in"
                disabled={sending.pending}
                onClick={() => void take({ step: 'checkIn', id: visit.id })}
              >
                {busy('checkIn') ? content.checkInBusy : content.checkIn}
              </StepButton>
            )}
            <StepFailure title={content.failure} message={failed('checkIn')} />
          </li>
        )}
        {(record.checklist ?? visit.checklistTemplate ?? []).length > 0 && (
          <li>
            <Checklist visit={visit} />
          </li>
        )}
        {(record.actualEnd || can.checkOut) && (
          <li className="space-y-3">
            {record.actualEnd ? (
              <StepDone id="step-checked-out">{content.checkedOut(clock(record.actualEnd))}</StepDone>
            ) : (
              <>
                <h4 className="text-xl font-bold text-slate-900">{visitDayContent.checkOut.heading}</h4>
                <CheckOutForm
                  visit={visit}
                  pending={busy('checkOut')}
                  onCheckOut={(checkOut) => take({ step: 'checkOut', id: visit.id, record: checkOut })}
                />
              </>
            )}
            <StepFailure title={content.failure} message={failed('checkOut')} />
          </li>
        )}
      </ol>
    </section>
  );
}
