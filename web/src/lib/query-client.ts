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

/**
 * The browser's one cache. The provider sits in a lazily loaded layout (public pages that only read
 * never load TanStack Query), so code outside it, such as a sign-out in the header, clears the cache
 * through this instance rather than through `useQueryClient()`.
 */
export const queryClient = createQueryClient();
