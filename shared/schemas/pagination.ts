import * as z from 'zod';
import { isCleanText, notAllowedMessage } from './fields';

/** A page of a list when the caller names no size: what the office's lists show before Load more. */
export const DEFAULT_PAGE_SIZE = 25;

/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 100;

/** Query of every paginated list: a page size and the opaque cursor the previous page returned. */
export const PageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
  cursor: z
    .string()
    .max(1024)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid')
    .optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().optional() });

/** The two ways an office list can run along its date: oldest first or newest first. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const SortSchema = z.enum(SORT_ORDERS, { error: 'Sort must be asc or desc' });

/** The office lists' search: part of a client's name or email, matched without regard to case. */
export const SearchSchema = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .refine(isCleanText, notAllowedMessage('Search'));

/** The query of a list's export: the list's own filters, without its page. */
export const EXPORT_OMITS = { limit: true, cursor: true } as const;

/** A whole list, for collections one client owns (small by nature). */
export const listOf = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item) });
