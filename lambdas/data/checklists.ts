import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SERVICE_TYPES, type ServiceType } from '../../shared/schemas/booking';
import type { ChecklistTemplates } from '../../shared/schemas/visit-day';
import { FIXED_PARTITIONS } from '../../shared/table';
import { DEFAULT_CHECKLISTS } from '../../shared/visit-day';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key } from './table';

/**
 * The office's checklist for each service: one settings item beside the booking settings
 * (settings.ts), holding every service's items in order. A visit copies its service's items at
 * check-in, so a later edit changes the visits to come, never one under way.
 */
export const checklistTemplatesKey = () => key(FIXED_PARTITIONS.settings, 'CHECKLISTS');

export interface TemplateItem {
  id: string;
  label: string;
}

export type Templates = Record<ServiceType, TemplateItem[]>;

/** What the item holds: a template for each service the office saved (all of them, since a save is whole). */
const StoredSchema = z.partialRecord(
  z.enum(SERVICE_TYPES),
  z.array(z.strictObject({ id: z.string(), label: z.string() })),
);

/**
 * The defaults' ids: the same on every read (`d1`, `d2`, … in the service's order), so a template the
 * office saves from them keeps them, and a visit's checklist read against either says the same items.
 */
const defaults = (): Templates =>
  Object.fromEntries(
    SERVICE_TYPES.map((service) => [
      service,
      DEFAULT_CHECKLISTS[service].map((label, index) => ({ id: `d${index + 1}`, label })),
    ]),
  ) as Templates;

/** Every service's template: as the office saved it, and the defaults for any it has not. */
export const getChecklistTemplates = async (): Promise<Templates> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: checklistTemplatesKey() }),
  );
  const saved = Item ? StoredSchema.parse(Item.templates) : {};
  return { ...defaults(), ...saved };
};

/** Saves the templates whole (each item already named), replacing what was there. */
export const saveChecklistTemplates = async (
  templates: Templates,
  at: string,
): Promise<ChecklistTemplates> => {
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: { ...checklistTemplatesKey(), templates, updatedAt: at },
    }),
  );
  return { templates };
};
