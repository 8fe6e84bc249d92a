import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Address, AddressSchema } from '../../shared/schemas/address';
import type { Profile } from '../../shared/schemas/user';
import { documentClient } from './aws';
import { env } from './env';
import { byDate, key, LISTS, PK, userPartition } from './keys';

/**
 * Profiles are read by several domains (admin lists show who a booking or invoice is for), so their
 * access lives here rather than in one domain.
 */
export const profileKey = (sub: string) => key(userPartition(sub), 'PROFILE');

const toProfile = (item: Record<string, unknown>): Profile => ({
  id: String(item.id),
  email: String(item.email),
  fullName: String(item.fullName),
  createdAt: String(item.createdAt),
});

/** Written once, when the account is confirmed; a repeated trigger changes nothing. */
export const saveProfile = async (profile: Profile): Promise<void> => {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...profileKey(profile.id),
          [byDate.partitionKey]: LISTS.profiles,
          [byDate.sortKey]: `${profile.createdAt}#${profile.id}`,
          entity: 'profile',
          ...profile,
        },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': PK },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

export const getProfile = async (sub: string): Promise<(Profile & { address?: Address }) | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: profileKey(sub) }),
  );
  if (!Item) return undefined;
  const address = AddressSchema.safeParse(Item.address);
  return { ...toProfile(Item), ...(address.success ? { address: address.data } : {}) };
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
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
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
