import * as z from 'zod';
import { isCleanText, notAllowedMessage } from './fields';

/**
 * What the office's lists take besides their own filters: a search by client name or email (the same
 * text rule as every field; matched lower-cased against what each item stores for searching) and which
 * end of the list comes first.
 */
export const searchField = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .refine(isCleanText, notAllowedMessage('Search'))
  .optional();

export const SORT_ORDERS = ['newest', 'oldest'] as const;

export const sortField = z.enum(SORT_ORDERS).optional().default('newest');

/** The lower-cased text a list searches by name or email, written with each item. */
export const searchText = (...parts: (string | undefined)[]): string =>
  parts
    .filter((part) => part)
    .join(' ')
    .toLowerCase();
