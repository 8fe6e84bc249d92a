import { reviewRequests } from '@shared/business';
import { retention } from '@shared/retention';

/** The words of the client's account page: their profile and their data rights. */
export const accountContent = {
  profile: {
    heading: 'Your details',
    intro: 'We use these to arrange your visits and to reach you about them.',
    fullName: 'Full name',
    phone: 'Phone',
    phoneHint: 'A UK number, like 07700 900123',
    address: {
      legend: 'Home address (optional)',
      line1: 'Address line 1',
      line2: 'Address line 2',
      town: 'Town',
      postcode: 'Postcode',
    },
    accessNotes: 'Access notes',
    accessNotesHint: 'Keys, pets, parking: anything whoever visits should know.',
    reminders: 'Visit reminders',
    reminderOptions: { email: 'Email me the day before each visit', none: 'No reminders' },
    texts: {
      legend: 'Text messages',
      note: 'Texts are only about your visits: a reminder the day before, and a visit moved or cancelled at short notice. Never marketing. You can turn them off here at any time.',
      mobile: 'Mobile for texts',
      mobileHint: 'A UK mobile, like 07700 900123',
      optIn: 'Text me about my visits',
      /** Texts go on only once the code texted to the number is typed back. */
      waiting: (mobile: string) => `Texts start once you type in the code we texted to ${mobile}.`,
      on: (mobile: string, date: string) => `Texts go to ${mobile}, confirmed by you on ${date}.`,
      codeHeading: 'Confirm your mobile',
      codeSent: (mobile: string, minutes: number) =>
        `We have texted a code to ${mobile}. Type it here within ${minutes} minutes to turn texts on: until then we send none.`,
      code: 'Code from the text',
      codeHint: '6 digits',
      confirm: 'Turn texts on',
      confirmBusy: 'Checking...',
      confirmed: (mobile: string) => `Texts are on for ${mobile}`,
      confirmFailure: 'Texts are not on yet',
      resend: 'Send a new code',
      resendBusy: 'Sending...',
      resent: (mobile: string) => `A new code is on its way to ${mobile}`,
      resendFailure: 'No new code was sent',
    },
    /** The invitation to a public review, after feedback; the feedback itself stays open. */
    reviewInvitations: `Invite me to leave a public review after I give feedback (at most every ${reviewRequests.invitationEveryDays} days)`,
    submit: 'Save details',
    busy: 'Saving...',
    success: 'Your details are saved',
    failure: 'Failed to save your details',
    loading: 'Loading your details...',
    loadFailure: 'Failed to load your details',
  },
  data: {
    heading: 'Your data',
    intro:
      'You can have a copy of everything we hold about you, or ask us to delete your account. The office can do either for you too: just ask.',
    download: 'Download my data',
    downloadBusy: 'Preparing...',
    downloadHint:
      "A JSON file (for computers) and a text file (for people) of your profile, your children's details, bookings, invoices, feedback and the enquiries you sent while signed in.",
    downloaded: 'Your data has downloaded',
    downloadFailure: 'Failed to download your data',
  },
  deletion: {
    heading: 'Delete my account',
    open: 'Delete my account',
    title: 'Delete your account?',
    description: 'This cannot be undone. Here is what happens:',
    effects: [
      'First, nothing may be owed: unpaid invoices, and visits or fees not yet invoiced, are settled before an account can go. We list anything outstanding when you ask.',
      'Visits still to come are cancelled; any within 48 hours must be cancelled first under our terms, as those are charged.',
      'Your sign-in and your profile (name, phone, address, notes) are deleted.',
      'Past bookings and your feedback are kept without your name or details, so our records add up.',
      `Invoices are kept for ${retention.customerRecordsYears} years, as UK tax law requires, then deleted.`,
      'Every device you are signed in on is signed out, and we email you to confirm.',
    ],
    confirm: 'I understand, delete my account',
    confirmLabel: 'I understand that this cannot be undone',
    confirmError: 'Please tick the box to confirm',
    busy: 'Deleting...',
    cancel: 'Keep my account',
    failure: 'Failed to delete your account',
    done: 'Your account has been deleted',
  },
  password: {
    heading: 'Password',
  },
} as const;
