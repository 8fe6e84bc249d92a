import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Address, AddressSchema } from '../../shared/schemas/address';
import { type Profile, type ProfileDetails, ProfileSchema } from '../../shared/schemas/user';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { mobileLinkItem, mobileLinkKey, mobileLinkRelease } from './mobile';
import { noticePut } from './notice';
import type { CodeHash } from './one-time-code';
import { byDate, key, LISTS, mustBeNew, PK } from './table';
import { failedCondition, isConditionFailure } from './transaction';
import { userPartition } from './user';

/**
 * Profiles are read by several domains (admin lists show who a booking or invoice is for), so their
 * access lives here rather than in one domain.
 */
export const profileKey = (sub: string) => key(userPartition(sub), 'PROFILE');

/**
 * Lower-cased copies of the name and the email that the office's users list searches with
 * `contains(...)` (DynamoDB compares case-sensitively). The name's follows every change of name;
 * the email is the sign-in's and does not change.
 */
export const PROFILE_SEARCH = { name: 'searchName', email: 'searchEmail' } as const;
const lower = (value: string) => value.trim().toLowerCase();

/**
 * The texts' consent, and a code waiting to be typed back for the profile's number (mobile-code.ts):
 * its number and when it runs out, never its hash. Written only by this module; the schema checks them.
 */
const textsStateOf = (item: Record<string, unknown>) => {
  const code = item.mobileCode as StoredMobileCode | undefined;
  return {
    textsConsent: item.textsConsent,
    mobileCode:
      code && code.mobile === item.mobile ? { mobile: code.mobile, expiresAt: code.expiresAt } : undefined,
  };
};

/** A stored profile as the API shows it; details saved before a field existed are simply absent. */
export const toProfile = (item: Record<string, unknown>): Profile => {
  const address = AddressSchema.safeParse(item.address);
  return ProfileSchema.parse({
    id: String(item.id),
    email: String(item.email),
    fullName: String(item.fullName),
    createdAt: String(item.createdAt),
    ...(address.success ? { address: address.data } : {}),
    ...(typeof item.phone === 'string' ? { phone: item.phone } : {}),
    ...(typeof item.accessNotes === 'string' ? { accessNotes: item.accessNotes } : {}),
    ...(item.reminders === 'none' ? { reminders: 'none' } : {}),
    ...(typeof item.mobile === 'string' ? { mobile: item.mobile } : {}),
    // Off unless stored on: profiles saved before texts existed never opted in.
    textMessages: item.textMessages === true,
    ...textsStateOf(item),
    // On unless turned off: profiles saved before the invitations existed are invited.
    ...(item.reviewInvitations === false ? { reviewInvitations: false } : {}),
  });
};

/** Written once, when the account is confirmed; a repeated trigger changes nothing. */
/** What an account's confirmation knows: who, and when. */
export type NewProfile = Pick<Profile, 'id' | 'email' | 'fullName' | 'createdAt'>;

/** The Put of a new profile, refused when the profile already exists. */
const profilePut = (profile: NewProfile) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...profileKey(profile.id),
      [byDate.partitionKey]: LISTS.profiles,
      [byDate.sortKey]: `${profile.createdAt}#${profile.id}`,
      entity: 'profile',
      ...profile,
      [PROFILE_SEARCH.name]: lower(profile.fullName),
      [PROFILE_SEARCH.email]: lower(profile.email),
    },
    ...mustBeNew,
  },
});

/**
 * Writes a new profile together with `also` (the welcome notice), all or nothing: when the profile
 * already exists (a repeated trigger), nothing is written and the answer is false.
 */
export const saveProfile = async (
  profile: NewProfile,
  also: Record<string, unknown>[] = [],
): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: [profilePut(profile), ...also] as never }),
    );
    return true;
  } catch (error) {
    if (failedCondition(error, 0)) return false;
    throw error;
  }
};

/**
 * A new client's profile and welcome notice, one transaction: from the post-confirmation
 * trigger (an account confirmed through Cognito) and from a finished sign-up (decision 015). Answers
 * false when the profile was there already, and writes neither.
 */
export const createClientProfile = (
  client: { id: string; email: string; fullName: string },
  now = new Date(),
) =>
  saveProfile({ ...client, createdAt: now.toISOString() }, [
    noticePut(
      {
        kind: 'welcome',
        id: `welcome-${client.id}`,
        userId: client.id,
        subject: { type: 'user', id: client.id },
        facts: { account: { fullName: client.fullName } },
      },
      now,
    ),
  ]);

/**
 * The check, inside a client's write, that their profile still exists: a deleted account's access token
 * lasts out its 15 minutes, and must not make a booking or give feedback meanwhile.
 */
export const profileExists = (sub: string) => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: profileKey(sub),
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PK },
  },
});

/** The answer to a client's write whose profile is gone (their account was deleted). */
export const ACCOUNT_GONE = 'This account has been deleted.';

export const getProfile = async (sub: string): Promise<Profile | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: profileKey(sub), ConsistentRead: true }),
  );
  return Item ? toProfile(Item) : undefined;
};

/** How the office's records name one of its admins: their profile's name, else their address, else their sign-in. */
export const actorName = async (caller: { sub: string; username: string }): Promise<string> => {
  const profile = await getProfile(caller.sub);
  return profile?.fullName || profile?.email || caller.username;
};

/** What saveProfileDetails takes: the form's details; texts stay off when not named. */
export type ProfileDetailsUpdate = Omit<ProfileDetails, 'textMessages'> & { textMessages?: boolean };

/** A code texted to prove a mobile (mobile-code.ts), as the profile keeps it. */
export interface StoredMobileCode extends CodeHash {
  mobile: string;
  expiresAt: string;
  wrongCodes: number;
}

/**
 * What a save does to a mobile's code (mobile-code.ts): stores a new one with its text's notice,
 * removes the one waiting, or (undefined) leaves it.
 */
export type MobileCodeChange = { store: StoredMobileCode; notice: Record<string, unknown> } | 'remove';

/** Tries of the update below when the profile's number changed between the read and the write. */
const SAVE_TRIES = 3;

/**
 * Replaces the details a client keeps on their profile (name, phone, address, access notes,
 * reminders, mobile and texts); a detail left out is removed. A changed mobile moves its link item
 * (mobile.ts) in the same transaction, pinned to the number read, so the links always match the
 * profiles. Answers the saved profile, or undefined when there is none.
 */
export const saveProfileDetails = async (
  sub: string,
  details: ProfileDetailsUpdate,
  mobileCode?: MobileCodeChange,
): Promise<Profile | undefined> => {
  for (let tries = 0; tries < SAVE_TRIES; tries += 1) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: profileKey(sub), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const before = typeof Item.mobile === 'string' ? Item.mobile : undefined;
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: detailsUpdate(sub, details, before, mobileCode) },
            ...mobileLinkWrites(sub, before, details.mobile),
            ...(mobileCode && mobileCode !== 'remove' ? [mobileCode.notice] : []),
          ] as never,
        }),
      );
      return getProfile(sub);
    } catch (error) {
      if (!failedCondition(error, 0)) throw error;
    }
  }
  return undefined;
};

/** The profile's update, conditional on it existing with the number read. */
const detailsUpdate = (
  sub: string,
  details: ProfileDetailsUpdate,
  mobileRead: string | undefined,
  mobileCode?: MobileCodeChange,
) => {
  const optional = ['phone', 'address', 'accessNotes', 'mobile'] as const;
  const set = optional.filter((name) => details[name] !== undefined);
  const remove: string[] = optional.filter((name) => details[name] === undefined);
  if (mobileCode === 'remove') remove.push('mobileCode');
  return {
    TableName: env().TABLE_NAME,
    Key: profileKey(sub),
    UpdateExpression: [
      'SET #fullName = :fullName, #searchName = :searchName, #reminders = :reminders, #textMessages = :textMessages, #reviewInvitations = :reviewInvitations, #updatedAt = :now',
      ...set.map((name) => `, #${name} = :${name}`),
      mobileCode && mobileCode !== 'remove' ? ', #mobileCode = :mobileCode' : '',
      remove.length ? ` REMOVE ${remove.map((name) => `#${name}`).join(', ')}` : '',
    ].join(''),
    ConditionExpression: `attribute_exists(#pk) AND ${
      mobileRead === undefined ? 'attribute_not_exists(#mobile)' : '#mobile = :mobileRead'
    }`,
    // Every name through a placeholder: several (such as `name`) are DynamoDB reserved words.
    ExpressionAttributeNames: {
      '#pk': PK,
      '#searchName': PROFILE_SEARCH.name,
      ...Object.fromEntries(
        [
          'fullName',
          'reminders',
          'textMessages',
          'reviewInvitations',
          'updatedAt',
          ...optional,
          ...(mobileCode ? ['mobileCode'] : []),
        ].map((name) => [`#${name}`, name]),
      ),
    },
    ExpressionAttributeValues: {
      ':fullName': details.fullName,
      ':searchName': lower(details.fullName),
      ':reminders': details.reminders,
      ':textMessages': Boolean(details.textMessages && details.mobile),
      ':reviewInvitations': details.reviewInvitations !== false,
      ':now': new Date().toISOString(),
      ...(mobileRead === undefined ? {} : { ':mobileRead': mobileRead }),
      ...(mobileCode && mobileCode !== 'remove' ? { ':mobileCode': mobileCode.store } : {}),
      ...Object.fromEntries(set.map((name) => [`:${name}`, details[name]])),
    },
  };
};

/** The link items a change of number moves: the old one released, the new one written. */
const mobileLinkWrites = (sub: string, before: string | undefined, after: string | undefined) =>
  before === after
    ? []
    : [
        ...(before ? [{ Update: mobileLinkRelease(before, sub) }] : []),
        ...(after ? [{ Put: { TableName: env().TABLE_NAME, Item: mobileLinkItem(after, sub) } }] : []),
      ];

/**
 * Turns a client's texts off because their number asked to stop (a STOP reply, or the provider's
 * opt-out list): only while the profile still holds that number. False when it does not (any more).
 */
export const turnTextsOff = async (sub: string, e164: string): Promise<boolean> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: profileKey(sub),
        UpdateExpression: 'SET textMessages = :off, textsStoppedAt = :now',
        ConditionExpression: 'mobile = :mobile',
        ExpressionAttributeValues: { ':off': false, ':mobile': e164, ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Removes a profile for good (an account's deletion), and its mobile's link; false when there was none. */
export const deleteProfile = async (sub: string): Promise<boolean> => {
  const { Attributes } = await documentClient().send(
    new DeleteCommand({ TableName: env().TABLE_NAME, Key: profileKey(sub), ReturnValues: 'ALL_OLD' }),
  );
  if (typeof Attributes?.mobile === 'string')
    await documentClient().send(
      new DeleteCommand({ TableName: env().TABLE_NAME, Key: mobileLinkKey(Attributes.mobile, sub) }),
    );
  return Attributes !== undefined;
};

/** Saves the address a client's bookings default to; false when the profile does not exist. */
export const saveAddress = async (sub: string, address: Address): Promise<boolean> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: profileKey(sub),
        UpdateExpression: 'SET address = :address',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': PK },
        ExpressionAttributeValues: { ':address': address },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Profiles of the given users, by id; unknown ids are simply absent. */
export const getProfiles = async (subs: string[]): Promise<Map<string, Profile>> => {
  const unique = [...new Set(subs)];
  const found = new Map<string, Profile>();
  for (let start = 0; start < unique.length; start += 100) {
    const { Responses } = await documentClient().send(
      new BatchGetCommand({
        RequestItems: { [env().TABLE_NAME]: { Keys: unique.slice(start, start + 100).map(profileKey) } },
      }),
    );
    for (const item of Responses?.[env().TABLE_NAME] ?? []) found.set(String(item.id), toProfile(item));
  }
  return found;
};
