import { MOBILE_CHANGE_LIMIT, MOBILE_CODE_LIMITS } from '../../shared/limits';
import type { Address } from '../../shared/schemas/address';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import {
  type Me,
  MOBILE_NEEDED_MESSAGE,
  type Profile,
  type ProfileDetails,
  type UserExportQuery,
  type UserListItem,
  type UserQuery,
} from '../../shared/schemas/user';
import { confirmMobileCode as confirmCode, newMobileCode, resendMobileCode } from '../data/mobile-code';
import {
  getProfile,
  type MobileCodeChange,
  PROFILE_SEARCH,
  saveAddress,
  saveProfileDetails,
  toProfile,
} from '../data/profile';
import { ListFilter, queryFilteredAll, queryFilteredPage } from '../data/query';
import { limitRate } from '../data/rate-limit';
import { currentStaffLinkOf } from '../data/staff-link';
import { LISTS } from '../data/table';
import type { Caller } from '../lib/caller';
import { type CsvColumn, toCsv, tooManyRows } from '../lib/csv';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { adminIds } from '../lib/user-pool';

export const getMe = async (caller: Caller): Promise<Me> => {
  // A member of the team has no client's profile: their name comes with their account's link (401
  // once they have left, so the site signs out).
  if (caller.isStaff) {
    const link = await currentStaffLinkOf(caller.sub);
    return {
      id: caller.sub,
      isAdmin: false,
      isStaff: true,
      ...(link?.fullName ? { fullName: link.fullName } : {}),
    };
  }
  const profile = await getProfile(caller.sub);
  return { ...profile, id: caller.sub, isAdmin: caller.isAdmin, isStaff: caller.isStaff };
};

/**
 * What a save does to texts: on at once only for the number the client has proven with
 * a code before; asked for at any other number, texts stay off and a code is texted to it (or the one
 * already texted to it keeps waiting); not asked for, any waiting code is dropped.
 */
const textsOf = async (
  caller: Caller,
  before: Profile,
  details: ProfileDetails,
  now: Date,
): Promise<{ on: boolean; mobileCode?: MobileCodeChange }> => {
  if (!details.textMessages || !details.mobile) return { on: false, mobileCode: 'remove' };
  if (before.textsConsent?.mobile === details.mobile) return { on: true, mobileCode: 'remove' };
  const waiting = before.mobileCode;
  if (waiting?.mobile === details.mobile && waiting.expiresAt > now.toISOString()) return { on: false };
  await limitRate(caller.sub, 'mobile-code', MOBILE_CODE_LIMITS.sends);
  const { stored, notice } = newMobileCode(caller.sub, details.mobile, now);
  return { on: false, mobileCode: { store: stored, notice } };
};

/** The client's own profile only: the caller's id comes from the verified token, never the request. */
export const updateMyProfile = async (caller: Caller, details: ProfileDetails): Promise<Me> => {
  const before = await getProfile(caller.sub);
  if (!before) throw new NotFoundError('Profile not found');
  // A new number is counted before it is saved: the company would text it.
  if (details.mobile && details.mobile !== before.mobile)
    await limitRate(caller.sub, 'mobile-change', MOBILE_CHANGE_LIMIT);
  const texts = await textsOf(caller, before, details, new Date());
  const profile = await saveProfileDetails(
    caller.sub,
    { ...details, textMessages: texts.on },
    texts.mobileCode,
  );
  if (!profile) throw new NotFoundError('Profile not found');
  return { ...profile, isAdmin: caller.isAdmin, isStaff: caller.isStaff };
};

/** Texts a new code to the client's mobile: the older one stops working. */
export const sendMobileCode = async (caller: Caller): Promise<Me> => {
  await limitRate(caller.sub, 'mobile-code', MOBILE_CODE_LIMITS.sends);
  const outcome = await resendMobileCode(caller.sub);
  if (outcome === 'no-profile') throw new NotFoundError('Profile not found');
  if (outcome === 'no-mobile')
    throw new ValidationError([{ path: 'mobile', message: MOBILE_NEEDED_MESSAGE }], MOBILE_NEEDED_MESSAGE);
  if (outcome === 'texts-on') throw new ConflictError('Texts are already on for this number.');
  if (outcome === 'changed')
    throw new ConflictError('Your mobile or texts changed just now. Please look again and retry.', 'changed');
  return getMe(caller);
};

/** Why a code typed back did not turn texts on, by what was found. */
const CODE_REFUSALS = {
  wrong: 'That code is not right. Check the latest text from us and try again.',
  expired: 'This code has run out or was tried too many times. Send a new code.',
  none: 'There is no code waiting for this number. Send a new code.',
} as const;

/** The code typed back: texts go on for the number it proves, with the consent recorded. */
export const confirmMobileCode = async (caller: Caller, code: string): Promise<Me> => {
  const outcome = await confirmCode(caller.sub, code);
  if (outcome !== 'confirmed') {
    const message = CODE_REFUSALS[outcome];
    throw new AppError(422, 'code_refused', message, [{ path: 'code', message }]);
  }
  return getMe(caller);
};

export const updateMyAddress = async (caller: Caller, address: Address): Promise<Me> => {
  if (!(await saveAddress(caller.sub, address))) throw new NotFoundError('Profile not found');
  return getMe(caller);
};

/** The users list as a query of the by-date index, with the admins' ids to tell roles apart. */
export const userListQuery = (query: UserExportQuery, admins: Set<string>) => {
  const filter = new ListFilter().search([PROFILE_SEARCH.name, PROFILE_SEARCH.email], query.q);
  if (query.role) {
    // An IN list takes up to 100 values, so the admins go in lists of 100 (a stage whose tests made
    // hundreds of admins listed the 101st as a client); with none, "admins only" matches nothing.
    const ids = [...admins];
    const values = Object.fromEntries(ids.map((id, index) => [`:a${index}`, id]));
    const names = Object.keys(values);
    const lists = Array.from({ length: Math.ceil(names.length / 100) }, (_, index) =>
      names.slice(index * 100, index * 100 + 100).join(', '),
    );
    if (query.role === 'admin')
      filter.where(
        ids.length
          ? `(${lists.map((list) => `#id IN (${list})`).join(' OR ')})`
          : 'attribute_not_exists(#id)',
        { '#id': 'id' },
        values,
      );
    else if (ids.length)
      filter.where(lists.map((list) => `NOT (#id IN (${list}))`).join(' AND '), { '#id': 'id' }, values);
  }
  return {
    list: LISTS.profiles,
    lower: query.joinedFrom,
    upper: query.joinedTo,
    ascending: query.sort === 'asc',
    filter,
  };
};

/** Users newest first (or oldest first), searched by name or email, by when they joined and role. */
export const listUsers = async (
  query: UserQuery,
): Promise<{ items: UserListItem[]; nextCursor?: string }> => {
  const admins = await adminIds();
  const { items, lastKey } = await queryFilteredPage({
    ...userListQuery(query, admins),
    limit: query.limit,
    startKey: decodeCursor(query.cursor, LISTS.profiles),
  });
  return {
    items: items.map(toProfile).map((profile) => ({ ...profile, isAdmin: admins.has(profile.id) })),
    nextCursor: encodeCursor(lastKey),
  };
};

const USER_COLUMNS: readonly CsvColumn<UserListItem>[] = [
  { header: 'Name', value: (user) => user.fullName },
  { header: 'Email', value: (user) => user.email },
  { header: 'Phone', value: (user) => user.phone },
  { header: 'Postcode', value: (user) => user.address?.postcode },
  { header: 'Joined', value: (user) => user.createdAt.slice(0, 10) },
  { header: 'Role', value: (user) => (user.isAdmin ? 'admin' : 'client') },
  { header: 'Reminders', value: (user) => user.reminders },
  { header: 'User id', value: (user) => user.id },
];

/** The filtered users list, every page of it, as CSV. */
export const exportUsers = async (query: UserExportQuery): Promise<CsvFile> => {
  const admins = await adminIds();
  const { items, more } = await queryFilteredAll(userListQuery(query, admins), MAX_CSV_ROWS);
  if (more) throw tooManyRows();
  const users = items.map(toProfile).map((profile) => ({ ...profile, isAdmin: admins.has(profile.id) }));
  return toCsv(`users-${new Date().toISOString().slice(0, 10)}`, USER_COLUMNS, users);
};
