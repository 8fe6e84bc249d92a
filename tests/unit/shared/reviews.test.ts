import { describe, expect, it } from 'vitest';
import { growth } from '../../../shared/business';
import {
  averageRating,
  firstNameOf,
  invitationCutoff,
  invitationDue,
  ratingSentence,
  wholePercent,
} from '../../../shared/reviews';

const DAY = 86_400_000;
const now = new Date('2026-11-28T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const every = growth.reviews.invitationEveryDays;

describe('review invitations', () => {
  it('invite a client never invited, and one invited at least the interval ago', () => {
    expect(invitationDue({}, now)).toBe(true);
    expect(invitationDue({ reviewInvitedAt: daysAgo(every) }, now)).toBe(true);
    expect(invitationDue({ reviewInvitedAt: daysAgo(every + 30) }, now)).toBe(true);
  });

  it('do not invite within the interval, nor a client who turned them off', () => {
    expect(invitationDue({ reviewInvitedAt: daysAgo(every - 1) }, now)).toBe(false);
    expect(invitationDue({ reviewInvitedAt: new Date(now.getTime() - 1).toISOString() }, now)).toBe(false);
    expect(invitationDue({ reviewInvitations: false }, now)).toBe(false);
    expect(invitationDue({ reviewInvitations: true }, now)).toBe(true);
  });

  it('the cutoff is the interval before now, as an ISO instant the table compares as text', () => {
    expect(invitationCutoff(now)).toBe(daysAgo(every));
  });
});

describe('measured figures', () => {
  it('average to one decimal, none from no ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
  });

  it('write the rating as the pages show it', () => {
    expect(ratingSentence({ average: 4.9, count: 132, since: '2025-02-01T09:00:00Z' })).toBe(
      '4.9 from 132 reviews of visits since 2025',
    );
    expect(ratingSentence({ average: 4, count: 1, since: '2026-11-01T09:00:00Z' })).toBe(
      '4.0 from 1 review of visits since 2026',
    );
  });

  it('never round a share up to a whole claim', () => {
    expect(wholePercent(999, 1000)).toBe(99);
    expect(wholePercent(6, 6)).toBe(100);
    expect(wholePercent(0, 0)).toBe(0);
  });

  it('publish the first name only', () => {
    expect(firstNameOf('  Harriet  Quimby-Testwood ')).toBe('Harriet');
    expect(firstNameOf(undefined)).toBe('');
  });
});
