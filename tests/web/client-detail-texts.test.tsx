import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientDetail } from '@/features/users/components/client-detail';
import { renderWithProviders } from './support';

/** The office sees whether a client takes texts, and at which number. */

const client = (profile: Record<string, unknown>) => ({
  exportedAt: '2026-03-05T10:00:00.000Z',
  profile: {
    id: 'u-1',
    email: 'jo@example.org',
    fullName: 'Jo Bloggs',
    createdAt: '2026-01-05T10:00:00.000Z',
    reminders: 'email' as const,
    textMessages: false,
    accessNotes: undefined,
    ...profile,
  },
  bookings: [],
  invoices: [],
  feedback: [],
  enquiries: [],
  officeNotes: [],
  children: [],
});

const textsRow = () => screen.getByText('Texts').nextElementSibling;

describe("the office's view of a client's texts", () => {
  it('shows the number texts go to, in the national form', () => {
    renderWithProviders(
      <ClientDetail
        client={client({ mobile: '+447700900123', textMessages: true })}
        invoiceAction={() => null}
        childDetails={() => null}
        actions={null}
      />,
    );
    expect(textsRow()).toHaveTextContent('Visit texts to 07700 900123');
  });

  it('says none when the switch is off, and nothing at all without a number', () => {
    const { unmount } = renderWithProviders(
      <ClientDetail
        client={client({ mobile: '+447700900123' })}
        invoiceAction={() => null}
        childDetails={() => null}
        actions={null}
      />,
    );
    expect(textsRow()).toHaveTextContent('None (mobile 07700 900123)');
    unmount();
    renderWithProviders(
      <ClientDetail
        client={client({})}
        invoiceAction={() => null}
        childDetails={() => null}
        actions={null}
      />,
    );
    expect(screen.queryByText('Texts')).toBeNull();
    expect(screen.getByText('Jo Bloggs')).toBeVisible();
  });
});
