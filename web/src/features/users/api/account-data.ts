import { accountDataRoutes } from '@shared/routes/account-data';
import type { AccountExport } from '@shared/schemas/account';
import { callApi } from '@/lib/api-client';

export const exportMyData = () => callApi(accountDataRoutes.exportMyData, {});

export const deleteMyAccount = () => callApi(accountDataRoutes.deleteMyAccount, { body: { confirm: true } });

const line = (label: string, value: unknown) =>
  value === undefined || value === ''
    ? []
    : [`${label}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`];

/** The same export, written for people: one section per kind of record, one line per field. */
export const readableExport = (data: AccountExport): string => {
  const { profile } = data;
  const section = (title: string, items: Record<string, unknown>[]) => [
    '',
    `${title} (${items.length})`,
    '='.repeat(title.length + String(items.length).length + 3),
    ...items.flatMap((item) => ['', ...Object.entries(item).flatMap(([name, value]) => line(name, value))]),
  ];
  return [
    `Your data, exported ${data.exportedAt}`,
    '',
    'Profile',
    '=======',
    ...Object.entries(profile).flatMap(([name, value]) => line(name, value)),
    ...section('Bookings', data.bookings),
    ...section('Invoices', data.invoices),
    ...section('Feedback', data.feedback),
    ...section(
      'Enquiries',
      data.enquiries.map(({ fields, ...rest }) => ({ ...rest, ...fields })),
    ),
    ...section('Notes our office made about your visits', data.officeNotes),
    ...section('Your children', data.children),
    '',
  ].join('\n');
};
