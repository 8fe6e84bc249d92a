import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { invitationCutoff } from '../../shared/reviews';
import type { PublicTestimonial } from '../../shared/schemas/reviews';
import { FIXED_PARTITIONS, table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { COUNTED_IN_RATINGS, feedbackKey } from './feedback';

// The backfill of the site's figures reads the mark here, beside the aggregates it fills.
export { COUNTED_IN_RATINGS };

import { profileKey } from './profile';
import { key, mustBeNew, PK, SK } from './table';
import { cancellationReasons, isConditionFailure, lostRace } from './transaction';
import { userPartition } from './user';

/**
 * The records of the site's figures (decision 035): two aggregates kept in step with the writes
 * they count, so the public read is a GetItem each rather than a count over every item, and the
 * testimonials the office approved, each in the site's partition under its visit's id.
 */

/** Every rating held: how many, their sum, and when the first was given. */
export const ratingsKey = () => key(FIXED_PARTITIONS.site, 'RATINGS');

/** Distinct clients with a completed visit: how many, and when the first was served. */
export const clientsServedKey = () => key(FIXED_PARTITIONS.site, 'CLIENTS');

/** A client's mark that they are counted among the clients served: written once, never removed. */
export const servedMarkKey = (userId: string) => key(userPartition(userId), 'SERVED');

const TESTIMONIAL = 'TESTIMONIAL#';

/** A published testimonial, under its visit's id: erasing the account finds it by the visit. */
export const testimonialKey = (bookingId: string) => key(FIXED_PARTITIONS.site, `${TESTIMONIAL}${bookingId}`);

/**
 * The aggregate's update in the same transaction as a new piece of feedback: ADD is commutative, so
 * concurrent pieces each count once, and the transaction makes the count and the records agree.
 */
export const ratingCounted = (rating: number, at: string) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: ratingsKey(),
    UpdateExpression: 'ADD #count :one, #sum :rating SET #since = if_not_exists(#since, :at)',
    ExpressionAttributeNames: { '#count': 'count', '#sum': 'sum', '#since': 'since' },
    ExpressionAttributeValues: { ':one': 1, ':rating': rating, ':at': at },
  },
});

/**
 * Counts a piece of feedback stored before the aggregate existed, once: its mark and the aggregate's
 * update in one transaction, refused when it is marked already. True when this call counted it.
 */
export const countStoredRating = async (bookingId: string, rating: number, at: string): Promise<boolean> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: env().TABLE_NAME,
                Key: feedbackKey(bookingId),
                UpdateExpression: 'SET #counted = :yes',
                ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#counted)',
                ExpressionAttributeNames: { '#pk': PK, '#counted': COUNTED_IN_RATINGS },
                ExpressionAttributeValues: { ':yes': true },
              },
            },
            ratingCounted(rating, at),
          ],
        }),
      );
      break;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      if (lostRace(error, 0)) return false;
      if (!conflictedAt(error, 1) || attempt + 1 >= AGGREGATE_TRIES) throw error;
      await backOff(attempt);
    }
  }
  // The aggregate's first date is the earliest feedback's, which an older stored piece moves back.
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: ratingsKey(),
        UpdateExpression: 'SET #since = :at',
        ConditionExpression: '#since > :at',
        ExpressionAttributeNames: { '#since': 'since' },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return true;
};

const profileNames = { '#pk': PK, '#optIn': 'reviewInvitations', '#invitedAt': 'reviewInvitedAt' };

/**
 * The client's profile marked as invited now, on the condition that the invitation is due (shared/reviews.ts
 * `invitationDue`, as a condition): not opted out, and not invited within the interval. The condition
 * makes "at most once per interval" hold when two pieces of feedback arrive at once.
 */
export const invitationMarked = (userId: string, now: Date) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: profileKey(userId),
    UpdateExpression: 'SET #invitedAt = :now',
    ConditionExpression:
      'attribute_exists(#pk) AND (attribute_not_exists(#optIn) OR #optIn <> :off) AND (attribute_not_exists(#invitedAt) OR #invitedAt <= :cutoff)',
    ExpressionAttributeNames: profileNames,
    ExpressionAttributeValues: { ':now': now.toISOString(), ':off': false, ':cutoff': invitationCutoff(now) },
  },
});

/** The check, instead of the mark, that no invitation is due: exactly one of the two holds for a profile. */
export const invitationNotDue = (userId: string, now: Date) => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: profileKey(userId),
    ConditionExpression: 'attribute_exists(#pk) AND (#optIn = :off OR #invitedAt > :cutoff)',
    ExpressionAttributeNames: profileNames,
    ExpressionAttributeValues: { ':off': false, ':cutoff': invitationCutoff(now) },
  },
});

/** What the feedback function reads of a profile: who, where, and the invitation's state. */
export interface ReviewProfile {
  fullName: string;
  email: string;
  town?: string;
  reviewInvitations?: boolean;
  reviewInvitedAt?: string;
}

export const getReviewProfile = async (userId: string): Promise<ReviewProfile | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: profileKey(userId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const town = (Item.address as { town?: unknown } | undefined)?.town;
  return {
    fullName: String(Item.fullName),
    email: String(Item.email),
    ...(typeof town === 'string' ? { town } : {}),
    ...(Item.reviewInvitations === false ? { reviewInvitations: false } : {}),
    ...(typeof Item.reviewInvitedAt === 'string' ? { reviewInvitedAt: Item.reviewInvitedAt } : {}),
  };
};

/** Tries of a write that met a concurrent transaction on a shared aggregate. */
export const AGGREGATE_TRIES = 8;

/** A short random pause before trying again, so racing writers spread out. */
export const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));

/** Whether a cancelled transaction met another at `index` (rather than failing its condition). */
export const conflictedAt = (error: unknown, index: number) =>
  cancellationReasons(error)?.[index] === 'TransactionConflict';

/**
 * Counts a client among those served, once: their mark is put only if new, with the count's increment
 * in the same transaction. Called after a visit is completed; a second completion finds the mark and
 * changes nothing. True when this call counted them.
 */
export const noteClientServed = async (userId: string, at: string): Promise<boolean> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: env().TABLE_NAME,
                Item: { ...servedMarkKey(userId), entity: 'served', userId, at },
                ...mustBeNew,
              },
            },
            {
              Update: {
                TableName: env().TABLE_NAME,
                Key: clientsServedKey(),
                UpdateExpression: 'ADD #count :one SET #since = if_not_exists(#since, :at)',
                ExpressionAttributeNames: { '#count': 'count', '#since': 'since' },
                ExpressionAttributeValues: { ':one': 1, ':at': at },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      // The mark exists (or another completion is writing it): they are counted already.
      if (lostRace(error, 0)) return false;
      if (!conflictedAt(error, 1) || attempt + 1 >= AGGREGATE_TRIES) throw error;
      await backOff(attempt);
    }
  }
};

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/** The two aggregates as stored: zero and no date before the first write. */
export const readAggregates = async () => {
  const [ratings, clients] = await Promise.all(
    [ratingsKey(), clientsServedKey()].map((Key) =>
      documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key })),
    ),
  );
  return {
    ratings: {
      count: numberOf(ratings?.Item?.count),
      sum: numberOf(ratings?.Item?.sum),
      since: typeof ratings?.Item?.since === 'string' ? ratings.Item.since : undefined,
    },
    clientsServed: numberOf(clients?.Item?.count),
  };
};

/** A testimonial as the site shows it, from the approved piece and who gave it. */
export const testimonialPut = (
  bookingId: string,
  testimonial: Omit<PublicTestimonial, 'id'>,
  at: string,
) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...testimonialKey(bookingId),
      entity: 'testimonial',
      id: bookingId,
      ...testimonial,
      approvedAt: at,
    },
  },
});

/**
 * A testimonial taken down: emptied of everything it showed and left to the TTL, an update rather
 * than a delete (only the accounts function deletes items: decision 016's erasure). Taking down one
 * never published leaves the same empty item, which the TTL removes as well.
 */
export const testimonialWithdrawn = (bookingId: string, at: string) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: testimonialKey(bookingId),
    UpdateExpression:
      'SET #withdrawnAt = :at, #ttl = :now REMOVE #firstName, #town, #rating, #comment, #givenAt, #approvedAt',
    ExpressionAttributeNames: {
      '#withdrawnAt': 'withdrawnAt',
      '#ttl': table.ttlAttribute,
      '#firstName': 'firstName',
      '#town': 'town',
      '#rating': 'rating',
      '#comment': 'comment',
      '#givenAt': 'givenAt',
      '#approvedAt': 'approvedAt',
    },
    ExpressionAttributeValues: { ':at': at, ':now': Math.floor(Date.parse(at) / 1000) },
  },
});

/** The erasure's removal of a client's published testimonial (the accounts function may delete). */
export const testimonialDelete = (bookingId: string) => ({
  Delete: { TableName: env().TABLE_NAME, Key: testimonialKey(bookingId) },
});

/** A visit's testimonial deleted, if it has one: it names the client. */
export const deleteTestimonial = async (bookingId: string): Promise<void> => {
  await documentClient().send(new DeleteCommand(testimonialDelete(bookingId).Delete));
};

/** The most testimonials the public read carries. */
export const PUBLIC_TESTIMONIALS = 24;

/** The approved testimonials, newest first. */
export const listTestimonials = async (): Promise<PublicTestimonial[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :site AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
      ExpressionAttributeValues: { ':site': FIXED_PARTITIONS.site, ':prefix': TESTIMONIAL },
    }),
  );
  // A withdrawn one is empty until the TTL removes it: only those with words are shown.
  return Items.filter((item) => typeof item.comment === 'string')
    .map((item) => ({
      id: String(item.id),
      firstName: String(item.firstName),
      ...(typeof item.town === 'string' ? { town: item.town } : {}),
      rating: numberOf(item.rating),
      comment: String(item.comment),
      givenAt: String(item.givenAt),
    }))
    .sort((a, b) => b.givenAt.localeCompare(a.givenAt))
    .slice(0, PUBLIC_TESTIMONIALS);
};
