import type { ErrorIssue } from '@shared/schemas/error';

/**
 * The one error the API client throws. `status` is the HTTP status (0 when the server could not be
 * reached); `code`, `message` and `issues` come from the API's error body where it sent one.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: readonly ErrorIssue[] = [],
    /** With 409 `slot_taken`: the start times still free that day. */
    readonly freeTimes?: readonly string[],
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
