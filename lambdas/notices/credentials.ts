import { todayInLondon } from '../../shared/dates';
import { type ExpiringCredential, expiringCredentials } from '../../shared/staff-rules';
import { writeNotice } from '../data/notice-store';
import { teamCredentials } from '../data/staff-credentials';
import { isConditionFailure } from '../data/transaction';

/**
 * The credentials sweep: every run of the sender's schedule reads the team and writes the
 * office a notice for each credential of an active member that runs out within the warning window
 * (shared/staff-rules.ts), or has. Its id is fixed per member, credential and last valid day, so each
 * runs-out date is told once however often the sweep runs; a renewal moves the date, and the next
 * time it comes close is told again. One Query (the team is tens of people) and a Put per new notice.
 */
export const credentialNoticeId = (expiring: ExpiringCredential): string =>
  `credential-${expiring.credential}-${expiring.validUntil}`;

export interface CredentialSweepOutcome {
  /** Credentials within the window (or run out). */
  expiring: number;
  /** Notices this run wrote (the rest were written before). */
  written: number;
}

export const sweepCredentials = async (now: Date = new Date()): Promise<CredentialSweepOutcome> => {
  const expiring = expiringCredentials(await teamCredentials(), todayInLondon(now));
  let written = 0;
  for (const credential of expiring) {
    const notice = {
      kind: 'credential-expiring',
      // An office notice: it goes to the office inbox, about the member.
      userId: credential.staffId,
      subject: { type: 'staff', id: credential.staffId },
      facts: { credential },
      id: credentialNoticeId(credential),
    } as const;
    try {
      await writeNotice(notice, now);
      written += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { expiring: expiring.length, written };
};
