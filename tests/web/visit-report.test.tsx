import type { Booking } from '@shared/schemas/booking';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisitReport } from '@/features/bookings/components/visit-report';

/** What the family reads of a finished visit. */

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 'b-1',
  userId: 'u-1',
  serviceType: 'babysitting',
  serviceDate: '2026-07-03',
  serviceTime: '18:30',
  durationHours: 3,
  status: 'completed',
  createdAt: '2026-06-01T10:00:00.000Z',
  scheduleVersion: 1,
  ...overrides,
});

describe("a visit's report", () => {
  it('says nothing before the day', () => {
    const { container } = render(<VisitReport booking={booking({ status: 'confirmed' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the times of the day in London time, the handover and what was and was not done', () => {
    render(
      <VisitReport
        booking={booking({
          visit: {
            onMyWayAt: '2026-07-03T17:10:00.000Z',
            actualStart: '2026-07-03T17:28:00.000Z',
            actualEnd: '2026-07-03T20:35:00.000Z',
            handover: { meals: 'Pasta at 6, all eaten', mood: 'Happy, a little tired' },
            checklist: [
              { id: 'c1', label: 'Bedtime routine', done: true, note: 'Asleep by 8' },
              { id: 'c2', label: 'Tidy up after the children', done: false },
            ],
          },
        })}
      />,
    );
    const report = screen.getByRole('region', { name: 'How the visit went' });
    expect(within(report).getByText('On the way at 18:10')).toBeVisible();
    expect(within(report).getByText('Arrived 18:28')).toBeVisible();
    expect(within(report).getByText('Left 21:35')).toBeVisible();
    expect(within(report).getByText('Meals and drinks').nextElementSibling).toHaveTextContent(
      'Pasta at 6, all eaten',
    );
    expect(within(report).queryByText('Sleep')).toBeNull();
    expect(within(report).getByText('Bedtime routine (Asleep by 8)')).toBeVisible();
    expect(within(report).getByText('Not done: Tidy up after the children')).toBeVisible();
  });
});
