import * as z from 'zod';

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

export type PageQuery = z.infer<typeof PageQuerySchema>;
