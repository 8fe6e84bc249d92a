/** `7 min`, `1 h`, `2 h 51 min`. */
const duration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 || hours === 0 ? `${rest} min` : '']
    .filter(Boolean)
    .join(' ');
};

/** The words of the office's booking screen: filters, the edit and cancel dialogs, the day's record. */
export const adminBookingContent = {
  actions: {
    confirm: 'Confirm',
    confirmSeries: 'Confirm Whole Series',
    seriesConfirmed: (count: number) => `${count} visits confirmed`,
    cancel: 'Cancel',
    edit: 'Edit',
    complete: 'Mark Complete',
    notStarted: 'Can be marked complete once the visit has started.',
    success: 'Booking status updated',
    failure: 'Failed to update booking status',
    onlyClient: 'Only this client',
  },

  views: { upcoming: 'Upcoming', past: 'Past' },
  viewsLabel: 'Which bookings',
  filtersHeading: 'Filter bookings',
  status: 'Status',
  anyStatus: 'Any status',
  service: 'Service',
  anyService: 'Any service',
  from: 'From',
  to: 'To',
  search: 'Client name or email',
  sort: 'Order',
  sorts: { asc: 'Earliest first', desc: 'Latest first' },
  defaultSort: { upcoming: 'Earliest first', past: 'Latest first' },
  clientFilter: (name: string) => `Showing one client: ${name}`,
  clearClient: 'Show all clients',
  clear: 'Clear Filters',
  onlyClient: 'Only This Client',
  internalNotes: 'Office notes',
  override: (reason: string) => `Booked outside the rules: ${reason}`,
  clash: (staff: string, times: string) => `${staff} is also booked at an overlapping time: ${times}.`,
  seriesConfirmed: 'Series confirmed',
  assign: {
    open: 'Staff',
    title: 'Who Does This Visit',
    now: (name: string) => `Now given to ${name}.`,
    nobody: 'Nobody is given this visit yet.',
    legend: 'Choose who does it',
    loading: 'Finding who is free...',
    failure: 'Could not find who is free',
    free: 'Free and qualified, best match first',
    noneFree: 'Nobody qualified is free for this visit.',
    needsReason: 'Only with a reason',
    cannot: 'Cannot do it',
    reason: 'Reason for going outside the rules',
    reasonHint: 'Kept on the visit for the office.',
    reasonRequired: 'Please give the reason for going outside the rules',
    choose: 'Please choose who does the visit',
    keep: 'Keep As Is',
    confirm: 'Give Visit',
    busy: 'Giving...',
    done: (name: string) => `Visit given to ${name}`,
    giveFailure: 'The visit was not given',
    handBack: 'Hand Back',
    handingBack: 'Handing back...',
    handedBack: 'Visit handed back',
    handBackFailure: 'The visit was not handed back',
  },
  assignedOverride: (reason: string) => `Given outside the rules: ${reason}`,
  /**
   * A check-out before the start or well short of it, with the member's reason; it counts
   * for the site's figures and referral credits once the office confirms the work was done.
   */
  early: {
    what: ({ kind, minutes, reason }: { kind: 'before_start' | 'short'; minutes: number; reason: string }) =>
      `${kind === 'before_start' ? 'Checked out before the booked start' : `Checked out after ${minutes} minutes, under half the booked time`}: “${reason}”.`,
    waiting: "Not counted for the site's figures or referral credits until you confirm the work was done.",
    confirmed: (by: string, date: string) => `Work confirmed by ${by} on ${date}.`,
    confirm: 'Confirm Work Done',
    busy: 'Confirming...',
    done: 'Visit confirmed: it now counts',
    failure: 'The visit was not confirmed',
  },
  edit: {
    title: 'Edit Booking',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    accessNotes: 'Access notes',
    internalNotes: 'Office notes (never shown to the client)',
    override: 'Book outside the rules (emergency)',
    overrideReason: 'Reason for the override',
    key: 'Key needed',
    keyNone: 'No key',
    keysLoading: 'Loading the client’s keys...',
    keysFailure: 'Failed to load the client’s keys',
    keyOption: (tag: string, label: string, where: string) => `${tag} · ${label} (${where})`,
    keyGone: 'The key on the visit now (no longer held)',
    close: 'Close',
    save: 'Save Changes',
    busy: 'Saving...',
    done: 'Booking updated',
    failure: 'Failed to update booking',
  },
  /** The day of the visit against the booking, for the office. */
  visit: {
    booked: (from: string, to: string) => `Booked ${from}–${to}`,
    actual: (from: string, to: string) => `Actual ${from}–${to}`,
    arrivedOnly: (from: string) => `Arrived ${from}, not checked out yet`,
    arrived: (minutes: number) =>
      minutes === 0
        ? 'arrived on time'
        : `arrived ${duration(Math.abs(minutes))} ${minutes > 0 ? 'late' : 'early'}`,
    left: (minutes: number) =>
      minutes === 0
        ? 'left on time'
        : `left ${duration(Math.abs(minutes))} ${minutes > 0 ? 'late' : 'early'}`,
    length: (minutes: number) =>
      minutes === 0
        ? 'as long as booked'
        : `${duration(Math.abs(minutes))} ${minutes > 0 ? 'longer' : 'shorter'} than booked`,
    distance: (when: 'in' | 'out', metres: number) =>
      `Checked ${when} about ${metres} m from the postcode’s centre`,
    key: (tag: string, label: string, where: string) => `Key needed: ${tag} (${label}), now: ${where}`,
    keyLost: 'lost',
    keyUnknown: 'Key needed: one of the client’s keys (see the key register)',
  },
  attendance: {
    complete: 'Complete with Times',
    correct: 'Correct Times',
    completeTitle: 'Complete by hand',
    correctTitle: 'Correct the times',
    intro:
      'The times the visit really started and ended, on its date (an end before the start runs past midnight). The client and the member see them.',
    start: 'Start time',
    end: 'End time',
    reason: 'Reason',
    reasonHint: 'Such as “Checked in late: phone had no signal”. Kept on the visit.',
    keep: 'Close',
    save: 'Save Times',
    busy: 'Saving...',
    completed: 'Visit completed with its times',
    corrected: 'Times corrected',
    failure: 'The times were not saved',
  },
  cancel: {
    title: 'Cancel Booking',
    reason: 'Reason',
    reasonHint: 'The client sees this on their booking.',
    reasonRequired: 'Please give a reason the client will see',
    keep: 'Keep Booking',
    confirm: 'Cancel Booking',
    busy: 'Cancelling...',
    done: 'Booking status updated',
    failure: 'Failed to update booking status',
  },
} as const;
