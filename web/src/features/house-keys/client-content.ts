import { policy } from '@shared/business';
import { formatDate, formatMoney } from '@shared/dates';
import { KEY_KIND_LABELS } from '@shared/schemas/house-keys';

/** The words of the client's view of their keys. */
export const clientKeysContent = {
  heading: 'Your keys',
  intro:
    'Keys, fobs and codes you have trusted us with. Each has a numbered tag and never your address, so a lost tag leads nobody to your door.',
  loading: 'Loading your keys…',
  failure: 'Failed to load your keys',
  empty: 'We hold no keys of yours.',
  kind: KEY_KIND_LABELS,
  where: {
    office: 'In our office safe',
    staff: (name?: string) =>
      name ? `With ${name}, for your visit` : 'With your carer or cleaner, for your visit',
  },
  since: (at: string) => `since ${formatDate(at)}`,
  fee: `If a key needs replacing or re-cutting at your request, a fee of ${formatMoney(policy.keyReplacementFee)} applies (see our terms).`,
} as const;
