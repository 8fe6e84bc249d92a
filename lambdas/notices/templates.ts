import { business, policy, replyPromise } from '../../shared/business';
import { formatDate, formatPence } from '../../shared/dates';
import { londonInstant, londonParts } from '../../shared/london-time';
import type { MailKind } from '../../shared/notices';
import { forClient, portalPaths, staffJoinLink } from '../../shared/portal-paths';
import { retention } from '../../shared/retention';
import { type Booking, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import { KEY_KIND_LABELS } from '../../shared/schemas/house-keys';
import { VISIT_DAY } from '../../shared/visit-day';
import type { NoticeFacts, NoticeRecord } from '../data/notice';
import { type MailContent, type MailFact, siteLink } from '../lib/mail';
import { clockText, doneFacts, handoverFacts, timesFacts } from './day-facts';
import { MONEY_TEMPLATES } from './money-templates';
import { QUOTE_TEMPLATES } from './quote-templates';
import { REVIEW_TEMPLATES } from './review-templates';
import { dayText, questions, type TemplateInput } from './template-parts';

/**
 * Each notice's words and facts, as data the mail module renders to HTML and text alike. Dates are
 * en-GB and times London wall-clock (what the client booked), money in pounds.
 */

type BookingFacts = Extract<NoticeFacts, { booking: Booking }>;

/** `Sunday 28 Mar 2027, 10:00 to 13:00 (UK time)`: the end is counted in real hours from the start. */
export const whenText = (date: string, time: string, hours?: number) => {
  if (hours === undefined) return `${dayText(date)}, ${time} (UK time)`;
  const end = londonParts(new Date(londonInstant(date, time).getTime() + hours * 3_600_000));
  const endText = end.date === date ? end.time : `${end.time} on ${dayText(end.date)}`;
  return `${dayText(date)}, ${time} to ${endText} (UK time)`;
};

const service = (booking: Booking) =>
  `${SERVICE_TYPE_LABELS[booking.serviceType]}, ${booking.durationHours} hours`;

const where = (booking: Booking) =>
  booking.address
    ? [booking.address.line1, booking.address.line2, booking.address.town, booking.address.postcode]
        .filter(Boolean)
        .join(', ')
    : 'The address on your account';

const price = (booking: Booking): MailFact =>
  booking.estimate
    ? { label: 'Estimated price', value: formatPence(booking.estimate.totalPence) }
    : { label: 'Price', value: 'By quote: the office will tell you before the visit' };

const visitFacts = (booking: Booking, options: { staff?: boolean; office?: boolean } = {}): MailFact[] => [
  { label: 'Service', value: service(booking) },
  { label: 'When', value: whenText(booking.serviceDate, booking.serviceTime, booking.durationHours) },
  { label: 'Where', value: where(booking) },
  ...(options.staff
    ? [{ label: 'Who is coming', value: booking.staffName ?? 'We will tell you once it is arranged' }]
    : []),
  price(booking),
  ...(booking.specialInstructions
    ? [
        {
          label: options.office ? "The client's instructions" : 'Your instructions',
          value: booking.specialInstructions,
        },
      ]
    : []),
  { label: 'Booking reference', value: booking.id },
];

const seriesFacts = (facts: BookingFacts): MailFact[] => {
  if (!facts.series) return [];
  const { visits, frequency } = facts.series;
  const last = visits[visits.length - 1];
  return [
    {
      label: 'Regular visits',
      value: `${frequency[0]?.toUpperCase()}${frequency.slice(1)}, ${visits.length} visits${
        last ? `, the last on ${dayText(last.serviceDate)}` : ''
      }`,
    },
  ];
};

const changeRules = `You can move or cancel a visit free of charge up to ${policy.cancellationNoticeHours} hours before it starts. Cancelling later costs ${policy.lateCancellationChargePercent}% of the price, and ${policy.veryLateCancellationChargePercent}% within ${policy.veryLateCancellationHours} hours.`;

const bookingsButton = (siteUrl: string, label = 'See your bookings') => ({
  label,
  href: siteLink(siteUrl, portalPaths.bookings),
});

/** The office's way from a notice to the client's bookings, narrowed to that client. */
const officeBookingsButton = (siteUrl: string, userId: string, client?: { name: string }) => ({
  label: 'Open the booking screen',
  href: siteLink(siteUrl, forClient(portalPaths.bookings, { id: userId, name: client?.name ?? '' })),
});

/** Who a notice to the office is about: the client's name and address, or their account's id. */
const clientFact = (userId: string, client?: { name: string; email: string }) => ({
  label: 'Client',
  value: client ? `${client.name} (${client.email})` : `Account ${userId}`,
});

const bookingOf = (notice: NoticeRecord): BookingFacts => {
  if (!('booking' in notice.facts))
    throw new Error(`Notice ${notice.id} (${notice.kind}) carries no booking`);
  return notice.facts;
};

/** The kinds drawn by the notices' layout; enquiries' and sign-up's mails keep their plain words (render.ts). */
export type TemplateKind = Exclude<
  MailKind,
  'enquiry-received' | 'enquiry-acknowledgement' | 'enquiry-invitation' | 'account-exists' | 'sign-up-code'
>;

const TEMPLATES: Record<TemplateKind, (input: TemplateInput) => MailContent> = {
  'booking-requested': ({ notice, recipient, siteUrl }) => {
    const facts = bookingOf(notice);
    const { booking } = facts;
    return {
      subject: `We have your booking request for ${dayText(booking.serviceDate)}`,
      preheader: `${SERVICE_TYPE_LABELS[booking.serviceType]} on ${formatDate(booking.serviceDate)} at ${booking.serviceTime}: we will confirm it soon.`,
      heading: 'Booking request received',
      greeting: recipient.name,
      paragraphs: [
        `Thank you for booking with ${business.name}. Your visit is not confirmed yet: the office will check it and email you ${replyPromise.form}, with the name of who is coming.`,
      ],
      facts: [...visitFacts(booking), ...seriesFacts(facts)],
      button: bookingsButton(siteUrl),
      notes: [changeRules, questions],
    };
  },
  'booking-alert': ({ notice, siteUrl }) => {
    const facts = bookingOf(notice);
    const { booking, client } = facts;
    const name = client?.name ?? 'A client';
    return {
      subject: `New booking: ${name}, ${SERVICE_TYPE_LABELS[booking.serviceType]} on ${formatDate(booking.serviceDate)} ${booking.serviceTime}`,
      preheader: `${name} asked for ${service(booking)} on ${dayText(booking.serviceDate)} at ${booking.serviceTime}.`,
      heading: facts.series ? 'New regular booking to confirm' : 'New booking to confirm',
      paragraphs: [`${name} has asked for a visit. It waits for the office to confirm it and assign staff.`],
      facts: [
        clientFact(notice.userId, client),
        ...visitFacts(booking, { office: true }),
        ...seriesFacts(facts),
        ...(booking.accessNotes ? [{ label: 'Access notes', value: booking.accessNotes }] : []),
      ],
      button: officeBookingsButton(siteUrl, notice.userId, client),
      notes: [],
    };
  },
  'booking-confirmed': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    return {
      subject: `Confirmed: your visit on ${dayText(booking.serviceDate)} at ${booking.serviceTime}`,
      preheader: booking.staffName
        ? `${booking.staffName} will be with you on ${formatDate(booking.serviceDate)} at ${booking.serviceTime}.`
        : `Your visit on ${formatDate(booking.serviceDate)} at ${booking.serviceTime} is confirmed.`,
      heading: 'Your visit is confirmed',
      greeting: recipient.name,
      paragraphs: [
        booking.staffName
          ? `Good news: your visit is booked in and ${booking.staffName} will be coming. The calendar file attached adds it to your calendar.`
          : 'Good news: your visit is booked in. The calendar file attached adds it to your calendar.',
      ],
      facts: visitFacts(booking, { staff: true }),
      button: bookingsButton(siteUrl, 'Manage your booking'),
      notes: [changeRules, questions],
    };
  },
  'booking-rescheduled': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    const from = booking.rescheduledFrom;
    return {
      subject: `Your visit has moved to ${dayText(booking.serviceDate)} at ${booking.serviceTime}`,
      preheader: `New time: ${formatDate(booking.serviceDate)} at ${booking.serviceTime}.`,
      heading: 'Your visit has moved',
      greeting: recipient.name,
      paragraphs: [
        booking.status === 'pending'
          ? 'Your visit has a new time. The office will confirm it and email you again; the attached calendar file moves it in your calendar.'
          : 'Your visit has a new time; the attached calendar file moves it in your calendar.',
      ],
      facts: [
        ...(from ? [{ label: 'Was', value: whenText(from.serviceDate, from.serviceTime) }] : []),
        ...visitFacts(booking, { staff: true }).map((fact) =>
          fact.label === 'When' ? { label: 'Now', value: fact.value } : fact,
        ),
      ],
      button: bookingsButton(siteUrl, 'Manage your booking'),
      notes: [changeRules, questions],
    };
  },
  'booking-staff-changed': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    const facts = notice.facts as { previousStaffName?: string };
    const staff = booking.staffName ?? 'Someone from our team';
    return {
      subject: `${staff} will come on ${dayText(booking.serviceDate)} at ${booking.serviceTime}`,
      preheader: `Your visit on ${formatDate(booking.serviceDate)} at ${booking.serviceTime} is unchanged; ${staff} will come.`,
      heading: facts.previousStaffName ? 'A change of who is coming' : 'Who is coming',
      greeting: recipient.name,
      paragraphs: [
        facts.previousStaffName
          ? `${facts.previousStaffName} can no longer come to your visit, so ${staff} will come instead. The day and time stay the same.`
          : `${staff} will be coming to your visit. The day and time stay the same.`,
      ],
      facts: visitFacts(booking, { staff: true }),
      button: bookingsButton(siteUrl, 'Manage your booking'),
      notes: [changeRules, questions],
    };
  },
  'booking-cancelled': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    const cancellation = booking.cancellation;
    const byClient = cancellation?.by === 'client';
    const fee = cancellation && cancellation.feePence > 0 ? cancellation : undefined;
    return {
      subject: `Cancelled: your visit on ${dayText(booking.serviceDate)} at ${booking.serviceTime}`,
      preheader: fee
        ? `Cancellation fee ${formatPence(fee.feePence)}.`
        : 'There is no charge for this cancellation.',
      heading: 'Your visit is cancelled',
      greeting: recipient.name,
      paragraphs: [
        byClient
          ? 'As you asked, we have cancelled this visit. The attached calendar file takes it out of your calendar.'
          : 'We are sorry: we have had to cancel this visit. The attached calendar file takes it out of your calendar.',
      ],
      facts: [
        { label: 'Service', value: service(booking) },
        {
          label: 'Was booked for',
          value: whenText(booking.serviceDate, booking.serviceTime, booking.durationHours),
        },
        { label: 'Where', value: where(booking) },
        { label: 'Cancelled by', value: byClient ? 'You' : business.name },
        ...(cancellation ? [{ label: 'Cancelled on', value: formatDate(cancellation.at) }] : []),
        ...(cancellation?.reason ? [{ label: 'Reason', value: cancellation.reason }] : []),
        {
          label: 'Cancellation fee',
          value: fee
            ? `${formatPence(fee.feePence)} (${fee.feePercent}% of the price, under our terms for short notice)`
            : 'None',
        },
        { label: 'Booking reference', value: booking.id },
      ],
      button: bookingsButton(siteUrl, 'Book another visit'),
      notes: [fee ? `The fee will appear on your next invoice. ${questions}` : questions],
    };
  },
  'visit-reminder': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    return {
      subject: `Reminder: your visit on ${dayText(booking.serviceDate)} at ${booking.serviceTime}`,
      preheader: `See you on ${formatDate(booking.serviceDate)} at ${booking.serviceTime}.`,
      heading: 'See you soon',
      greeting: recipient.name,
      paragraphs: [
        'A reminder that your visit is coming up. If anything about access has changed, please tell us before then.',
      ],
      facts: visitFacts(booking, { staff: true }),
      button: bookingsButton(siteUrl, 'See your booking'),
      notes: [
        `You can turn these reminders off in your account: ${siteLink(siteUrl, portalPaths.account)}`,
        questions,
      ],
    };
  },
  'visit-completed': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    const done = doneFacts(booking);
    return {
      subject: `How did we do on ${dayText(booking.serviceDate)}?`,
      preheader: 'Your visit is complete: tell us how it went.',
      heading: 'Your visit is complete',
      greeting: recipient.name,
      paragraphs: [
        ...(done.length > 0 ? ['Here is what was done on your visit.'] : []),
        `Thank you for choosing ${business.name}. We would love to know how it went: your feedback goes straight to the team${booking.staffName ? ` and to ${booking.staffName}` : ''}.`,
      ],
      facts: [
        { label: 'Service', value: service(booking) },
        { label: 'When', value: whenText(booking.serviceDate, booking.serviceTime, booking.durationHours) },
        ...timesFacts(booking),
        ...(booking.staffName ? [{ label: 'Who came', value: booking.staffName }] : []),
        ...done,
        { label: 'Booking reference', value: booking.id },
      ],
      button: { label: 'Leave feedback', href: siteLink(siteUrl, portalPaths.feedback) },
      notes: ['Your invoice follows separately.', questions],
    };
  },
  'visit-on-my-way': ({ notice, recipient, siteUrl }) => {
    const { booking } = bookingOf(notice);
    const staff = booking.staffName ?? 'Your visitor from our team';
    return {
      subject: `${staff} is on the way for your ${booking.serviceTime} visit`,
      preheader: `${SERVICE_TYPE_LABELS[booking.serviceType]} at ${booking.serviceTime}: ${staff} is on the way.`,
      heading: 'On the way',
      greeting: recipient.name,
      paragraphs: [
        `${staff} is on the way to you for your ${SERVICE_TYPE_LABELS[booking.serviceType]} visit.`,
      ],
      facts: [
        { label: 'Service', value: service(booking) },
        { label: 'When', value: whenText(booking.serviceDate, booking.serviceTime, booking.durationHours) },
        { label: 'Where', value: where(booking) },
        { label: 'Who is coming', value: staff },
        { label: 'Booking reference', value: booking.id },
      ],
      button: bookingsButton(siteUrl, 'See your booking'),
      notes: [questions],
    };
  },
  'care-arrived': ({ notice, recipient, siteUrl }) => {
    const facts = bookingOf(notice);
    const { booking } = facts;
    const staff = booking.staffName ?? 'Your carer';
    const at = facts.event?.at ?? booking.visit?.actualStart;
    const time = at ? clockText(at, booking.serviceDate) : booking.serviceTime;
    return {
      subject: `${staff} has arrived for ${SERVICE_TYPE_LABELS[booking.serviceType]}`,
      preheader: `Arrived at ${time}. The handover follows when they leave.`,
      heading: `${staff} has arrived`,
      greeting: recipient.name,
      paragraphs: [
        `${staff} arrived for your ${SERVICE_TYPE_LABELS[booking.serviceType]} visit at ${time}. When they leave, we will send you their handover: meals, sleep, mood and anything to know.`,
      ],
      facts: [
        { label: 'Arrived', value: time },
        { label: 'Service', value: service(booking) },
        {
          label: 'Booked for',
          value: whenText(booking.serviceDate, booking.serviceTime, booking.durationHours),
        },
        { label: 'Booking reference', value: booking.id },
      ],
      button: bookingsButton(siteUrl, 'See your booking'),
      notes: [questions],
    };
  },
  'care-departed': ({ notice, recipient, siteUrl }) => {
    const facts = bookingOf(notice);
    const { booking } = facts;
    const staff = booking.staffName ?? 'Your carer';
    const at = facts.event?.at ?? booking.visit?.actualEnd;
    const time = at ? clockText(at, booking.serviceDate) : 'the end of the visit';
    return {
      subject: `The handover from ${staff}: ${SERVICE_TYPE_LABELS[booking.serviceType]} on ${dayText(booking.serviceDate)}`,
      preheader: `${staff} left at ${time}. Here is how it went.`,
      heading: 'The handover',
      greeting: recipient.name,
      paragraphs: [`${staff} left at ${time}. Here is what they told us about the visit.`],
      facts: [
        ...timesFacts(booking),
        ...handoverFacts(booking),
        ...doneFacts(booking),
        { label: 'Who came', value: staff },
        { label: 'Booking reference', value: booking.id },
      ],
      button: { label: 'Leave feedback', href: siteLink(siteUrl, portalPaths.feedback) },
      notes: [
        'The handover and the times stay on the visit in your account, under your bookings.',
        'Your invoice follows separately.',
        questions,
      ],
    };
  },
  ...MONEY_TEMPLATES,
  ...REVIEW_TEMPLATES,
  ...QUOTE_TEMPLATES,
  welcome: ({ notice, recipient, siteUrl }) => {
    const name = 'account' in notice.facts ? notice.facts.account.fullName : recipient.name;
    return {
      subject: `Welcome to ${business.name}`,
      preheader: 'Your account is ready: book a visit whenever suits you.',
      heading: `Welcome to ${business.name}`,
      greeting: name,
      paragraphs: [
        'Your account is ready. From it you can book cleaning, housekeeping, ironing and childcare, move or cancel a visit, see and download your invoices, and tell us how each visit went.',
        `We email you when a visit is confirmed (with a calendar file), the day before it, and when an invoice is ready.`,
      ],
      facts: [],
      button: { label: 'Book your first visit', href: siteLink(siteUrl, portalPaths.bookings) },
      notes: [`Prefer to talk? Call us on ${business.phone}, or reply to this email.`],
    };
  },
  'account-deleted': ({ notice, recipient }) => {
    if (!('erasure' in notice.facts)) throw new Error(`Notice ${notice.id} carries no erasure`);
    const { by, cancelledVisits, invoicesKept } = notice.facts.erasure;
    return {
      subject: `Your ${business.name} account has been deleted`,
      preheader: 'Your sign-in and your details are gone; invoices are kept as the law requires.',
      heading: 'Your account has been deleted',
      greeting: recipient.name,
      paragraphs: [
        by === 'office'
          ? 'As you asked us, our office has deleted your account. You can no longer sign in, and your name, phone, address and notes are deleted.'
          : 'You deleted your account. You can no longer sign in, and your name, phone, address and notes are deleted.',
        `Past visits and feedback are kept without your details, so our records add up; invoices are kept for ${retention.customerRecordsYears} years, as UK tax law requires, then deleted.`,
      ],
      facts: [
        { label: 'Visits cancelled', value: String(cancelledVisits) },
        { label: 'Invoices kept', value: String(invoicesKept) },
      ],
      notes: [
        `If you did not ask for this, call us at once on ${business.phone}.`,
        'You are welcome back at any time: a new account starts from the sign-up page.',
      ],
    };
  },
  'credential-expiring': ({ notice, siteUrl }) => {
    if (!('credential' in notice.facts)) throw new Error(`Notice ${notice.id} carries no credential`);
    const { name, credential, validUntil, expired } = notice.facts.credential;
    const what = credential === 'dbs' ? 'enhanced DBS certificate' : 'paediatric first aid certificate';
    const visits = credential === 'dbs' ? 'any visit' : 'childcare, babysitting or nanny visits';
    return {
      subject: expired
        ? `${name}'s ${what} has run out`
        : `${name}'s ${what} runs out on ${formatDate(validUntil)}`,
      preheader: expired
        ? `${name} cannot be given ${visits} until it is renewed.`
        : `Renew it by ${formatDate(validUntil)}, or ${name} cannot be given ${visits} after that.`,
      heading: expired ? 'A credential has run out' : 'A credential runs out soon',
      paragraphs: [
        expired
          ? `${name}'s ${what} ran out after ${formatDate(validUntil)}: the booking rules no longer give them ${visits}, and the site's "100% DBS checked" depends on it. Record the renewal on the Team page once it is done.`
          : `${name}'s ${what} is valid until ${formatDate(validUntil)}. After that the booking rules no longer give them ${visits}. Record the renewal on the Team page once it is done.`,
      ],
      facts: [
        { label: 'Staff member', value: name },
        { label: 'Credential', value: what },
        { label: expired ? 'Ran out after' : 'Valid until', value: formatDate(validUntil) },
      ],
      button: { label: 'Open the Team page', href: siteLink(siteUrl, portalPaths.team) },
      notes: [],
    };
  },
  'visit-ended-early': ({ notice, siteUrl }) => {
    const facts = bookingOf(notice);
    const { booking, client, early } = facts;
    if (!early) throw new Error(`Notice ${notice.id} carries no early check-out`);
    const name = client?.name ?? 'A client';
    const member = booking.staffName ?? 'The member';
    const how =
      early.kind === 'before_start'
        ? `checked out before the visit's booked start, ${early.minutes} minutes after checking in`
        : `checked out after ${early.minutes} minutes, under half of the ${booking.durationHours * 60} minutes booked`;
    return {
      subject: `Visit ended early: ${name}, ${SERVICE_TYPE_LABELS[booking.serviceType]} on ${formatDate(booking.serviceDate)}`,
      preheader: `${member} ${how}.`,
      heading: 'A visit ended early',
      paragraphs: [
        `${member} ${how}. Their reason is below.`,
        'Until you confirm the work was done (Confirm Work Done, on the booking), the visit counts neither among clients served nor towards a referral credit. Check the time before the visit is invoiced, and talk to the client if they were expecting more.',
      ],
      facts: [
        clientFact(notice.userId, client),
        { label: 'Reason given', value: early.reason },
        ...visitFacts(booking, { office: true }),
      ],
      button: officeBookingsButton(siteUrl, notice.userId, client),
      notes: [],
    };
  },
  'key-not-returned': ({ notice, siteUrl }) => {
    if (!('key' in notice.facts)) throw new Error(`Notice ${notice.id} carries no key`);
    const { tag, kind, label, clientName, holderName, since, dueBackAt } = notice.facts.key;
    const at = (instant: string) => {
      const { date, time } = londonParts(new Date(instant));
      return whenText(date, time);
    };
    return {
      subject: `Key ${tag} is not back in the safe`,
      preheader: `${holderName} still has it: it was due back by ${at(dueBackAt)}.`,
      heading: 'A key is not back in the safe',
      paragraphs: [
        `${holderName} still holds key ${tag}${clientName ? `, ${clientName}'s` : ''}. It was due back in the office safe by ${at(dueBackAt)}: ${VISIT_DAY.keyReturnHours} hours after the visit it was taken for.`,
        'Ask them to bring it back, then record the hand-over in the key register. If nobody can find it, mark it lost there, and tell the client.',
      ],
      facts: [
        { label: 'Tag', value: tag },
        { label: 'What it opens', value: `${KEY_KIND_LABELS[kind]}: ${label}` },
        ...(clientName ? [{ label: 'Client', value: clientName }] : []),
        { label: 'Held by', value: holderName },
        { label: 'Since', value: at(since) },
        { label: 'Due back by', value: at(dueBackAt) },
      ],
      button: { label: 'Open the key register', href: siteLink(siteUrl, portalPaths.keys) },
      notes: [],
    };
  },
  'staff-invitation': ({ notice, recipient, siteUrl }) => {
    if (!('staffInvitation' in notice.facts)) throw new Error(`Notice ${notice.id} carries no invitation`);
    const { code, validDays, email } = notice.facts.staffInvitation;
    return {
      subject: `Join the team at ${business.name}: your code ${code}`,
      preheader: `Open your staff account with this code and a password you choose.`,
      heading: 'Your staff account is waiting',
      greeting: recipient.name.split(/\s+/)[0] ?? recipient.name,
      paragraphs: [
        `Our office has added you to the team at ${business.name}. Your own account shows what the office holds about you: your services, the areas you cover, your hours and your certificates.`,
        `To open it, follow the link below and enter this code with a password you choose. The code works once, for ${validDays} days.`,
      ],
      facts: [
        { label: 'Your code', value: code },
        { label: 'Your email address', value: email },
      ],
      button: { label: 'Open your account', href: staffJoinLink(siteUrl, email) },
      notes: ['If the code has run out, ask the office to send the invitation again.'],
    };
  },
  'referral-earned': ({ notice, recipient, siteUrl }) => {
    if (!('referral' in notice.facts)) throw new Error(`Notice ${notice.id} carries no referral`);
    const { firstName, creditPence } = notice.facts.referral;
    const friend = firstName || 'Your friend';
    return {
      subject: `You have earned a ${formatPence(creditPence)} credit`,
      preheader: `${friend}'s first visit is done and paid: ${formatPence(creditPence)} comes off your next invoice.`,
      heading: 'Thank you for recommending us',
      greeting: recipient.name,
      paragraphs: [
        `${friend} signed up with your referral code, and their first visit has been completed and paid for. As promised, ${formatPence(creditPence)} will come off your next invoice from us.`,
        'A credit is taken off invoices only, never paid out in cash; what your next invoice does not use stays for the one after.',
      ],
      facts: [{ label: 'Credit', value: formatPence(creditPence) }],
      button: { label: 'See your referrals', href: siteLink(siteUrl, portalPaths.overview) },
      notes: [questions],
    };
  },
};

export const noticeContent = (input: TemplateInput): MailContent => {
  const template = TEMPLATES[input.notice.kind as TemplateKind];
  if (!template) throw new Error(`Notice kind ${input.notice.kind} has no template`);
  return template(input);
};
