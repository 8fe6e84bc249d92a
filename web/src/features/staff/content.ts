/** What the site says of its team's checks (home page, FAQ, service pages), in the office's words. */
const DBS_CLAIM = 'Every member of staff holds an enhanced DBS certificate';

import { SIGN_UP_LIMITS } from '@shared/limits';

/** The office's Team tab: the words it shows. */
export const teamContent = {
  heading: 'Team',
  loading: 'Loading the team...',
  empty: 'No staff yet.',
  noMatch: 'No staff match these filters.',
  failure: 'Failed to load the team',
  filters: {
    legend: 'Find staff',
    search: 'Search by name or email',
    status: 'Show',
    statuses: { active: 'Active staff', inactive: 'No longer with us', all: 'Everyone' },
  },
  inactive: 'Inactive',
  add: 'Add a Member',
  edit: 'Edit',
  email: 'Email',
  phone: 'Phone',
  services: 'Services',
  districts: 'Covers',
  hours: 'Hours',
  noHours: 'No regular hours',
  dbs: 'DBS valid until',
  noDbs: 'No DBS on record',
  firstAid: 'First aid until',
  away: 'Away',
  awayKinds: { leave: 'Leave', sickness: 'Off sick' },
  /** Every claim the public site makes, and what the records say of it today. */
  siteClaims: {
    heading: 'Claims on the site',
    intro: 'What the public pages say, checked against the records each time this page is opened.',
    loading: 'Reading the site’s figures...',
    failure: 'Failed to read the site’s figures',
    rating: (rating: { average: number; count: number; since: string } | null) =>
      rating
        ? `The rating shown, an average of ${rating.average.toFixed(1)} from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'} since ${rating.since.slice(0, 4)}, is counted from every piece of feedback held.`
        : 'No rating is shown: no feedback has been given yet.',
    clients: (count: number) => `"Clients served" shows ${count}: clients with at least one completed visit.`,
    testimonials: (count: number) =>
      `${count} ${count === 1 ? 'review is' : 'reviews are'} published: each one the client agreed to publish and the office approved.`,
    insurance:
      '"Fully insured" is a fact of the insurance policy, not of these records: check the policy is in force when it renews.',
  },
  credentials: {
    heading: 'Credentials',
    loading: 'Checking credentials...',
    failure: 'Failed to load the credentials report',
    claimHolds: (active: number) =>
      `"${DBS_CLAIM}" is true today: all ${active} active staff hold a current enhanced DBS.`,
    claimFails: (without: number, active: number) =>
      `"${DBS_CLAIM}" is not true today: ${without} of ${active} active staff have no current enhanced DBS.`,
    noStaff: `"${DBS_CLAIM}" cannot be true with no active staff.`,
    expiringHeading: 'Running out within 30 days',
    nothingExpiring: 'Nothing runs out in the next 30 days.',
    kinds: { dbs: 'Enhanced DBS', paediatricFirstAid: 'Paediatric first aid' },
    expired: 'Expired',
    until: (date: string) => `valid until ${date}`,
    ended: (date: string) => `ran out after ${date}`,
  },
  account: {
    invite: 'Invite to Sign In',
    again: 'Send the Invitation Again',
    busy: 'Sending...',
    sent: (email: string) => `Invitation sent to ${email}.`,
    failure: 'The invitation was not sent',
    invited: (date: string, by: string) =>
      `Invited on ${date} by ${by}: not signed in yet. The code in the mail works for ${SIGN_UP_LIMITS.invitationLifetimeDays} days.`,
    joined: 'Has an account',
  },
  /** A member leaving the team, and coming back. */
  leaving: {
    open: 'Mark as Left',
    title: (name: string) => `Mark ${name} as left`,
    intro:
      'They will be signed out everywhere at once and can no longer sign in, see visits or open anyone’s details. Their record stays, marked inactive.',
    keep: 'Keep on the Team',
    confirm: 'Mark as Left',
    busy: 'Marking...',
    done: (name: string) => `${name} is marked as left and has been signed out.`,
    failure: 'They were not marked as left',
    workHeading: (visits: boolean, keys: boolean) =>
      visits && keys
        ? 'First give these visits to someone else, and take these keys back:'
        : visits
          ? 'First give these visits to someone else:'
          : 'First take these keys back:',
    left: (date: string, by: string) => `Left on ${date} (marked by ${by}).`,
  },
  /** A former member's sign-in deleted at their request; the record stays. */
  signInDeletion: {
    open: 'Delete Sign-in',
    title: (name: string) => `Delete ${name}'s sign-in`,
    intro:
      'Their sign-in (their address and password) is deleted for good, as they asked. Their record, hours and visits stay: employee records are kept for six years after someone leaves, as our privacy policy says. If they come back, invite them again.',
    keep: 'Keep Sign-in',
    confirm: 'Delete Sign-in',
    busy: 'Deleting...',
    done: (name: string) => `${name}'s sign-in is deleted.`,
    failure: 'The sign-in was not deleted',
    deleted: (date: string, by: string) => `Sign-in deleted on ${date} (by ${by}).`,
  },
  returning: {
    open: 'Make Active Again',
    title: (name: string) => `Make ${name} active again`,
    intro:
      'They can be given visits again, and, if they had an account, sign in again with their own password.',
    keep: 'Cancel',
    confirm: 'Make Active',
    busy: 'Saving...',
    done: (name: string) => `${name} is active again.`,
    failure: 'They were not made active',
  },
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  confirmation: {
    heading: 'Confirming new visits',
    intro:
      'A client can book only a time someone is free for, and the visit is held for that person at once. Ticked services wait for the office to confirm them; the rest are confirmed the moment they are booked, naming who will come.',
    legend: 'Confirm by hand',
    loading: 'Loading the settings...',
    loadFailure: 'Failed to load the settings',
    save: 'Save Settings',
    busy: 'Saving...',
    saved: 'Settings saved.',
    failure: 'The settings were not saved',
  },
} as const;

/** A member of the team's own page. */
/** A member's copy of their data, from their page or the office's. */
export const staffDataContent = {
  ownLabel: 'Download my data',
  officeLabel: 'Download Data',
  busy: 'Preparing...',
  hint: 'A JSON file of everything we hold about you: this record, the visits given to you with the times and notes you recorded, and the keys you hold. The office can send you the same copy once you have left.',
  downloaded: 'Your download has started',
  failure: 'The data could not be downloaded',
} as const;

export const myRecordContent = {
  heading: 'My details',
  loading: 'Loading your details...',
  failure: 'Failed to load your details',
  intro: (name: string) =>
    `${name}, this is what the office holds about you: the visits you are given follow from it.`,
  wrong: 'Something out of date or wrong? Tell the office on',
} as const;
