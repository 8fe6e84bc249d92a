import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The toast's title when this mutation fails; the server's message, where it sent one, is its description. */
      errorMessage?: string;
    };
  }
}

/** A client error (4xx) will fail the same way again; only network and server failures are retried. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * Mutation errors are shown here, once: a mutation names its words in `meta.errorMessage`, and the
 * description is the API's message (written for people, unlike an exception's). A mutation without
 * those words handles its own failure.
 */
const mutationCache = () =>
  new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const words = mutation.meta?.errorMessage;
      if (!words) return;
      console.error(words, error);
      toast.error(words, { description: isApiError(error) ? error.message : undefined });
    },
  });

export const createQueryClient = () =>
  new QueryClient({
    mutationCache: mutationCache(),
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
