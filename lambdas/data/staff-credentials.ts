import type { StaffMember } from '../../shared/staff-rules';
import { queryAll } from './query';
import { byDate, LISTS } from './table';

/** What the credentials sweep reads of each member. */
export type CredentialHolder = Pick<StaffMember, 'id' | 'name' | 'active' | 'services' | 'credentials'>;

/**
 * The team as the notice sender's credentials sweep needs it: only what decides whether a credential
 * runs out (one Query of the team's list, projected). Not checked against the record's schema: the
 * staff function wrote every record through it, and leaving the schema out keeps it out of the notice
 * sender's bundle (its size budget), which needs nothing else of the record.
 */
export const teamCredentials = async (): Promise<CredentialHolder[]> =>
  (await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    ProjectionExpression: '#id, #name, active, services, credentials',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#id': 'id', '#name': 'name' },
    ExpressionAttributeValues: { ':list': LISTS.staff },
  })) as CredentialHolder[];
