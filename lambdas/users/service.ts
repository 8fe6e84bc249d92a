import type { Address } from '../../shared/schemas/address';
import type { PageQuery } from '../../shared/schemas/pagination';
import type { Me, Profile, ProfileDetails, Stats } from '../../shared/schemas/user';
import type { Caller } from '../lib/caller';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { NotFoundError } from '../lib/errors';
import { LISTS } from '../lib/keys';
import { countList, queryListPage } from '../lib/lists';
import { getProfile, saveAddress, saveProfileDetails, toProfile } from '../lib/profiles';

export const getMe = async (caller: Caller): Promise<Me> => {
  const profile = await getProfile(caller.sub);
  return { ...profile, id: caller.sub, isAdmin: caller.isAdmin };
};

/** The client's own profile only: the caller's id comes from the verified token, never the request. */
export const updateMyProfile = async (caller: Caller, details: ProfileDetails): Promise<Me> => {
  const profile = await saveProfileDetails(caller.sub, details);
  if (!profile) throw new NotFoundError('Profile not found');
  return { ...profile, isAdmin: caller.isAdmin };
};

export const updateMyAddress = async (caller: Caller, address: Address): Promise<Me> => {
  if (!(await saveAddress(caller.sub, address))) throw new NotFoundError('Profile not found');
  return getMe(caller);
};

/** Users newest first, as the original admin view listed them. */
export const listUsers = async ({
  limit,
  cursor,
}: PageQuery): Promise<{ items: Profile[]; nextCursor?: string }> => {
  const { items, lastKey } = await queryListPage(LISTS.profiles, limit, decodeCursor(cursor, LISTS.profiles));
  return {
    items: items.map(toProfile),
    nextCursor: encodeCursor(lastKey),
  };
};

export const getStats = async (): Promise<Stats> => {
  const [totalUsers, totalBookings, totalInvoices, pendingBookings] = await Promise.all([
    countList(LISTS.profiles),
    countList(LISTS.bookings),
    countList(LISTS.invoices),
    countList(LISTS.bookings, 'pending'),
  ]);
  return { totalUsers, totalBookings, totalInvoices, pendingBookings };
};
