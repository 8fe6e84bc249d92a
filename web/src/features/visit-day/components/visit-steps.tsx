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
import { StepButton, StepDone, StepFailure } from './step-parts';

const content = visitDayContent.steps;
type StepName = VisitStep['step'];

/** Where focus goes once a step is taken and its button is gone: the next thing to do. */
const NEXT_FOCUS: Record<StepName, string> = {
  onMyWay: 'step-check-in',
  checkIn: 'checklist-heading',
  checkOut: 'step-checked-out',
};

/**
 * The visit's steps: on my way, check in, check out. Each is sent once however often it is
 * tapped (one at a time, with an idempotency key that a retry of the same step reuses), with the
 * phone's position when the member chose to share it. A refusal is kept for the step it refused, to
 * show where they tapped.
 */
export const useVisitSteps = (visit: StaffVisit) => {
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
    // The same step, with the same words, is the same request wherever the phone has moved since.
    (request) =>
      request.step === 'checkOut' ? [request.step, request.id, request.record] : [request.step, request.id],
  );

  // The next thing may be drawn only when the visit's new state arrives, a moment after the answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit is when to look again
  useEffect(() => {
    const target = focusAfter && document.getElementById(NEXT_FOCUS[focusAfter]);
    if (!target) return;
    target.focus();
    setFocusAfter(undefined);
  }, [focusAfter, visit]);

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
  return {
    visit,
    location,
    take,
    pending: sending.pending,
    busy: (name: StepName) => sending.pending && active === name,
    failed: (name: StepName) => (failure?.step === name ? failure.message : undefined),
  };
};

type Steps = ReturnType<typeof useVisitSteps>;

/** Why nothing can be done yet (or any more), for a visit not started. */
const waitingLine = (visit: StaffVisit) => {
  if (visit.status === 'cancelled') return content.cancelled;
  const opens = opensAt(visit.serviceTime);
  const today = todayInLondon();
  const before =
    visit.serviceDate > today || (visit.serviceDate === today && londonParts(new Date()).time < opens);
  return before ? content.opensAt(opens) : content.closed;
};

/**
 * The visit's first steps, near the top of its page where a thumb finds them: whether to share the
 * phone's position, on my way (until checked in) and check in; then what was recorded, and when.
 */
export function StartSteps({ steps }: { steps: Steps }) {
  const { visit, location, take, pending, busy, failed } = steps;
  const record = visit.visit ?? {};
  const { can } = visit;
  const started = record.actualStart !== undefined;
  return (
    <section aria-labelledby="steps-heading" className="space-y-4">
      <h3 id="steps-heading" className="text-xl font-bold text-slate-900">
        {content.heading}
      </h3>
      {!started && !can.onMyWay && !can.checkIn && (
        <p className="text-lg text-slate-900">{waitingLine(visit)}</p>
      )}
      {!record.actualEnd && (can.checkIn || can.checkOut) && (
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
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
      {(record.onMyWayAt || (can.onMyWay && !started)) && (
        <div className="space-y-3">
          {record.onMyWayAt ? (
            <StepDone id="step-on-my-way-done">{content.onMyWayDone(clock(record.onMyWayAt))}</StepDone>
          ) : (
            <StepButton disabled={pending} onClick={() => void take({ step: 'onMyWay', id: visit.id })}>
              {busy('onMyWay') ? content.onMyWayBusy : content.onMyWay}
            </StepButton>
          )}
          <StepFailure title={content.failure} message={failed('onMyWay')} />
        </div>
      )}
      {(started || can.checkIn) && (
        <div className="space-y-3">
          {record.actualStart ? (
            <StepDone id="step-checked-in">{content.checkedIn(clock(record.actualStart))}</StepDone>
          ) : (
            <StepButton
              id="step-check-in"
              disabled={pending}
              onClick={() => void take({ step: 'checkIn', id: visit.id })}
            >
              {busy('checkIn') ? content.checkInBusy : content.checkIn}
            </StepButton>
          )}
          <StepFailure title={content.failure} message={failed('checkIn')} />
        </div>
      )}
    </section>
  );
}

/** The last step, after the checklist: the handover or note, then check out; or when it was done. */
export function CheckOutStep({ steps }: { steps: Steps }) {
  const { visit, take, busy, failed } = steps;
  const ended = visit.visit?.actualEnd;
  if (!ended && !visit.can.checkOut) return null;
  return (
    <section aria-labelledby="check-out-heading" className="space-y-3">
      <h3 id="check-out-heading" className="text-xl font-bold text-slate-900">
        {visitDayContent.checkOut.heading}
      </h3>
      {ended ? (
        <StepDone id="step-checked-out">{content.checkedOut(clock(ended))}</StepDone>
      ) : (
        <CheckOutForm
          visit={visit}
          pending={busy('checkOut')}
          onCheckOut={(record) => take({ step: 'checkOut', id: visit.id, record })}
        />
      )}
      <StepFailure title={content.failure} message={failed('checkOut')} />
    </section>
  );
}
