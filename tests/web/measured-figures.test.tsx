import { feedbackRoutes } from '@shared/routes/feedback';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TestimonialsPage from '@/app/routes/public/testimonials';
import { measuredStats } from '@/components/marketing/measured-figures';
import { forgetPublicStats, parsePublicStats } from '@/lib/public-stats';
import {
  deferred,
  expectVisibleText,
  jsonResponse,
  renderWithProviders,
  sentRequest,
  stubFetch,
} from './support';

/** The public pages show only figures the records produce, read after the page loads. */

const figures = {
  rating: { average: 4.9, count: 132, since: '2025-02-14T09:00:00.000Z' },
  clientsServed: 87,
  dbs: { active: 6, checked: 5 },
  testimonials: [
    {
      id: 'b-1',
      firstName: 'Ann',
      town: 'Potters Bar',
      rating: 2,
      comment: 'Late, but the kitchen was spotless.',
      givenAt: '2026-03-10T10:00:00.000Z',
    },
  ],
};

// The read is kept once per page load; the web tests share one document across files (isolate: false),
// so a page another file rendered may have started it: each test starts from none.
beforeEach(() => forgetPublicStats());
afterEach(() => forgetPublicStats());

describe('the testimonials page', () => {
  it('shows a neutral line with no figure until the records are read, then the measured rating and reviews', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderWithProviders(<TestimonialsPage />, '/testimonials');
    expect(screen.getByText(/Every rating here is counted from the feedback/)).toBeVisible();
    // Before the records answer, no rating and no count is on the page.
    expect(document.body.textContent).not.toMatch(/\d+(\.\d)? from \d+/);
    expect(screen.queryByText(/out of 5/)).toBeNull();
    answer.resolve(jsonResponse(200, figures));
    await expectVisibleText('4.9 from 132 reviews of visits since 2025');
    expect(screen.getByText('Average rating 4.9 out of 5')).toBeInTheDocument();
    expect(screen.getByText('“Late, but the kitchen was spotless.”')).toBeVisible();
    expect(screen.getByText('Ann, Potters Bar')).toBeVisible();
    expect(sentRequest(fetchMock)).toMatchObject({ url: feedbackRoutes.publicStats.path });
  });

  it('shows no rating at all before any feedback, and says no review is published yet', async () => {
    stubFetch(() => jsonResponse(200, { ...figures, rating: null, testimonials: [] }));
    renderWithProviders(<TestimonialsPage />, '/testimonials');
    await expectVisibleText(/No client has published a review here yet/);
    expect(screen.getByText(/Every rating here is counted from the feedback/)).toBeVisible();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });
});

describe("the home page's band", () => {
  it('holds no figure while loading; then clients served, the DBS share (rounded down), insurance in words, the rating', () => {
    expect(measuredStats(undefined).map((stat) => stat.figure)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(measuredStats(undefined)[2]).toMatchObject({ text: 'Fully insured' });
    const stats = measuredStats(parsePublicStats(figures));
    expect(stats.map((stat) => stat.figure?.value ?? stat.text)).toEqual([87, 83, 'Fully insured', 4.9]);
    expect(stats[3]?.label).toBe('Average from 132 reviews since 2025');
  });

  it('shows no rating before any feedback, and a dash for what could not be read', () => {
    const none = measuredStats(parsePublicStats({ ...figures, rating: null }));
    expect(none[3]).toEqual({ label: 'Asked for feedback, whatever it was like', text: 'Every visit' });
    expect(measuredStats(null).map((stat) => stat.text)).toEqual(['–', '–', 'Fully insured', '–']);
  });

  it('leaves out what is malformed rather than show it', () => {
    const parsed = parsePublicStats({
      rating: { average: 7, count: 3, since: '2025' },
      clientsServed: -1,
      dbs: { active: 2, checked: 5 },
      testimonials: [{ id: 'x', firstName: 'Bo', rating: 9, comment: 'x', givenAt: 'y' }, 'junk'],
    });
    expect(parsed).toEqual({
      rating: null,
      clientsServed: 0,
      dbs: { active: 0, checked: 0 },
      testimonials: [],
    });
  });
});
