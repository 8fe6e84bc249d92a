import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnquiryItem } from '@/features/enquiries/components/enquiry-item';
import { renderWithProviders } from './support';

describe('an enquiry in the admin list', () => {
  it('lists its fields as the API labels and orders them, with tappable telephone and email, and who moved it', () => {
    render(
      <EnquiryItem
        enquiry={{
          id: 'e-1',
          receivedAt: '2026-03-05T10:00:00.000Z',
          type: 'nanny',
          name: 'Grace Okafor',
          email: 'grace@example.net',
          telephone: '01632 960789',
          summary: 'Childcare: Both nannying and babysitting',
          fields: [
            { field: 'fullName', label: 'Full name', value: 'Grace Okafor' },
            { field: 'telephone', label: 'Telephone', value: '01632 960789', link: 'tel' },
            { field: 'email', label: 'Email', value: 'grace@example.net', link: 'mailto' },
            { field: 'serviceRequired', label: 'Service required', value: 'Both nannying and babysitting' },
            { field: 'numberOfChildren', label: 'Number of children', value: '2' },
          ],
          status: 'contacted',
          statusChanged: { by: 'Office Admin', at: '2026-03-06T09:30:00.000Z' },
          statusHistory: [
            { from: 'new', to: 'contacted', by: 'Office Admin', at: '2026-03-06T09:30:00.000Z' },
          ],
          mailStatus: 'sent',
          mailAttempts: 1,
        }}
      />,
    );
    // Inside the closed Details disclosure, so hidden until opened.
    const terms = screen.getAllByRole('term', { hidden: true }).map((term) => term.textContent);
    expect(terms).toEqual([
      'Full name',
      'Telephone',
      'Email',
      'Service required',
      'Number of children',
      'Mail',
      'History',
    ]);
    for (const term of screen.getAllByRole('term', { hidden: true }))
      expect(term.parentElement?.children).toHaveLength(2);
    expect(screen.getByText('Service required', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Both nannying and babysitting',
    );
    const phoneLinks = screen.getAllByRole('link', { name: '01632 960789', hidden: true });
    for (const link of phoneLinks) expect(link).toHaveAttribute('href', 'tel:01632960789');
    expect(screen.getAllByRole('link', { name: 'grace@example.net', hidden: true })[0]).toHaveAttribute(
      'href',
      'mailto:grace@example.net',
    );
    // 09:30 UTC in March is 09:30 in London.
    expect(screen.getByText('Contacted by Office Admin, 06 Mar 2026 09:30')).toBeInTheDocument();
  });

  const general = {
    id: 'e-2',
    receivedAt: '2026-03-05T10:00:00.000Z',
    type: 'general' as const,
    name: 'Sam Taylor',
    email: 'sam@example.org',
    summary: 'A question',
    fields: [],
    status: 'new' as const,
    statusHistory: [],
    mailStatus: 'sent' as const,
    mailAttempts: 1,
  };

  it('marks one from the public form an unverified sender, with no client page to open (L1)', () => {
    renderWithProviders(<EnquiryItem enquiry={general} />);
    expect(screen.getByText('Unverified sender')).toBeVisible();
    expect(screen.queryByText('Sent signed in by a client')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open their client page' })).not.toBeInTheDocument();
  });

  it("says one sent signed in came from a client, and links to that client's page", () => {
    renderWithProviders(<EnquiryItem enquiry={{ ...general, senderId: 'user 1' }} />);
    expect(screen.getByText('Sent signed in by a client')).toBeVisible();
    expect(screen.queryByText('Unverified sender')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open their client page' })).toHaveAttribute(
      'href',
      '/dashboard/users/user%201',
    );
  });
});
