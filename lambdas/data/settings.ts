import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type BookingSettings, BookingSettingsSchema } from '../../shared/schemas/availability';
import { SERVICE_TYPES } from '../../shared/schemas/booking';
import { FIXED_PARTITIONS } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key } from './table';

export const bookingSettingsKey = () => key(FIXED_PARTITIONS.settings, 'BOOKING');

/**
 * Until the office chooses, every service is confirmed by hand, as at first: a visit is held
 * for the person the rules found and the office confirms it.
 */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = { confirmByHand: [...SERVICE_TYPES] };

export const getBookingSettings = async (): Promise<BookingSettings> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: bookingSettingsKey() }),
  );
  return Item ? BookingSettingsSchema.parse({ confirmByHand: Item.confirmByHand }) : DEFAULT_BOOKING_SETTINGS;
};

export const saveBookingSettings = async (settings: BookingSettings, at: string) => {
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: { ...bookingSettingsKey(), ...settings, updatedAt: at },
    }),
  );
  return settings;
};
