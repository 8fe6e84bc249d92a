import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnquiryItem } from '@/features/enquiries/components/enquiry-item';

describe('an enquiry in the admin list', () => {
  it('lists its details under their form labels, in the order the form asks, each label with its value', () => {
    render(
      <EnquiryItem
        enquiry={{
          id: 'e-1',
          receivedAt: '2026-03-05T10:00:00.000Z',
          type: 'nanny',
          name: 'Grace Okafor',
          email: 'grace@example.net',
          summary: 'Childcare: babysitting',
          // As the API may send them: in no particular order.
          details: {
            preferredDaysTimes: 'Friday evenings',
            numberOfChildren: 2,
            fullName: 'Grace Okafor',
            childrenAges: '4 and 7',
            telephone: '01632 960789',
          },
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
      'Number of children',
      "Children's ages",
      'Preferred days and times',
      'Mail',
    ]);
    for (const term of screen.getAllByRole('term', { hidden: true }))
      expect(term.parentElement?.children).toHaveLength(2);
    expect(screen.getByText('Number of children', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2',
    );
  });
});
