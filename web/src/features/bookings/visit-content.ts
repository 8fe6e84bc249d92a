import { business, policy } from '@shared/business';

/** The words of the client's cancel, move and end-series dialogs, with the terms' figures. */
export const visitContent = {
  clientActions: {
    move: 'Move',
    cancel: 'Cancel Visit',
    skip: 'Skip This Visit',
    endSeries: 'End Series',
    tooLate: (phone: string) =>
      `Less than ${policy.rescheduleNoticeHours} hours to go: to change this visit, call ${phone}.`,
  },

  cancel: {
    which: (date: string, time: string) => `Your visit on ${date} at ${time}.`,
    free: `It is ${policy.cancellationNoticeHours} hours or more before the start, so cancelling is free.`,
    charged: (percent: number, estimate: string, fee: string) =>
      `It is less than ${percent === 100 ? policy.veryLateCancellationHours : policy.cancellationNoticeHours} hours before the start, so under our terms ${percent}% of the ${estimate} estimate is payable: ${fee}. It will be added to your next invoice.`,
    keep: 'Keep Visit',
    confirm: 'Cancel Visit',
    confirmWithFee: (fee: string) => `Cancel and Pay ${fee}`,
    busy: 'Cancelling...',
    done: 'Visit cancelled',
    doneWithFee: (fee: string) => `Visit cancelled. A fee of ${fee} will be added to your next invoice.`,
    failure: 'Failed to cancel the visit',
  },
  move: {
    from: (date: string, time: string) => `Now on ${date} at ${time}. Choose a new date and time.`,
    date: 'New date',
    time: 'New time',
    chooseTime: 'Select a time',
    findingTimes: 'Finding who is free…',
    timeWith: (time: string, name: string) => `${time} · ${name}`,
    noTimes: 'No start times left on this date. Please choose another date.',
    nobodyFree: 'Nobody on our team is free on this date for this visit. Please choose another date.',
    estimate: (amount: string) => `Estimate for the new date: ${amount}`,
    backToPending: 'Your visit goes back to pending until the office confirms the new time.',
    pending: 'The office will confirm the new time.',
    keep: 'Keep Current Time',
    confirm: 'Move Visit',
    busy: 'Moving...',
    done: "Visit moved. We'll confirm the new time soon.",
    failure: 'Failed to move the visit',
  },
  endSeries: {
    outcome: (continuing: number, cancelled: number) =>
      `Regular services end with ${policy.regularTerminationNoticeWeeks} weeks' notice. ${continuing} ${continuing === 1 ? 'visit' : 'visits'} in the next ${policy.regularTerminationNoticeWeeks} weeks still go ahead; ${cancelled} later ${cancelled === 1 ? 'visit is' : 'visits are'} cancelled free of charge. Questions? Call ${business.phone}.`,
    keep: 'Keep Series',
    confirm: 'End Series',
    busy: 'Ending...',
    done: 'Series ended',
    failure: 'Failed to end the series',
  },
} as const;

/** The words of a visit's report: times of the day, what was done, the handover. */
export const visitReportContent = {
  label: 'How the visit went',
  onMyWay: (time: string) => `On the way at ${time}`,
  arrived: (time: string) => `Arrived ${time}`,
  left: (time: string) => `Left ${time}`,
  corrected: (reason: string) => `Times set by our office: ${reason}`,
  handover: 'Handover',
  whatWeDid: 'What we did',
  notDone: (label: string) => `Not done: ${label}`,
  note: 'Note from your visit',
} as const;
