import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A client error (4xx) will fail the same way again; only network and server failures are retried. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: worthRetrying, staleTime: 30_000 },
      // Writes are never retried blindly: the caller decides, with an idempotency key.
      mutations: { retry: false },
    },
  });
