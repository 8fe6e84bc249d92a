import { business } from '@shared/business';
import { userRoutes } from '@shared/routes/users';
import { MAX_PAGE_SIZE } from '@shared/schemas/pagination';
import type { Profile } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

const byName = new Intl.Collator(business.locale, { sensitivity: 'base' });

/**
 * Every client (admins left out by the API: no invoice is made out to one), sorted by name, for the
 * invoice dialog's picker: a picker cannot offer "load more".
 */
export const listClientsByName = async (): Promise<Profile[]> => {
  const clients: Profile[] = [];
  let cursor: string | undefined;
  do {
    // The largest pages the API serves, so the picker needs few requests.
    const page = await callApi(userRoutes.listUsers, {
      query: { limit: MAX_PAGE_SIZE, cursor, role: 'client' },
    });
    clients.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return clients.sort((a, b) => byName.compare(a.fullName, b.fullName));
};

export const clientsByNameQuery = queryOptions({ queryKey: portalKeys.clients, queryFn: listClientsByName });

export const useClientsByName = () => useQuery(clientsByNameQuery);
