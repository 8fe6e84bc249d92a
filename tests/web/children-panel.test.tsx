import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildrenPanel } from '@/features/children/components/children-panel';
import { jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

/** A family keeps its children's profiles on the account page. */

const lily = {
  id: 'c-1',
  firstName: 'Lily',
  dateOfBirth: '2021-03-14',
  allergies: 'Peanuts: EpiPen in the kitchen drawer',
  emergencyContacts: [{ name: 'Sam Client', relationship: 'Aunt', phone: '07700900123' }],
  consents: { outings: true, photos: false, sunCream: true },
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe("the family's children", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each child with their age, allergies marked, and contacts to call', async () => {
    stubFetch(() => jsonResponse(200, { items: [lily] }));
    renderWithProviders(<ChildrenPanel />);
    const list = await screen.findByRole('list', { name: 'Your children' });
    expect(within(list).getByRole('heading', { name: /Lily · 5 years old/ })).toBeVisible();
    expect(within(list).getByText(/Peanuts/)).toHaveClass('text-red-800');
    expect(within(list).getByRole('link', { name: '07700900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(within(list).getByText(/Photos sent to the parents: No/)).toBeVisible();
  });

  it('refuses a date of birth in the future on its field, before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: [] }));
    const { user } = renderWithProviders(<ChildrenPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a child' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2027-01-01');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Casey Client');
    await user.type(within(dialog).getByLabelText(/Relationship/), 'Mother');
    await user.type(within(dialog).getByLabelText(/Phone/), '07700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The date of birth must be in the past')).toBeVisible();
    // Only the list was read: nothing was sent.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adds a child with an idempotency key, and lists them', async () => {
    let saved = false;
    const fetchMock = stubFetch(() =>
      saved ? jsonResponse(200, { items: [lily] }) : jsonResponse(200, { items: [] }),
    );
    const { user } = renderWithProviders(<ChildrenPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a child' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Lily');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2021-03-14');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Client');
    await user.type(within(dialog).getByLabelText(/Relationship/), 'Aunt');
    await user.type(within(dialog).getByLabelText(/Phone/), '07700 900123');
    await user.click(within(dialog).getByLabelText(/Outings/));
    fetchMock.mockImplementationOnce(async () => {
      saved = true;
      return jsonResponse(201, lily);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const create = sentRequest(fetchMock, 1);
    expect(create.body).toMatchObject({
      firstName: 'Lily',
      dateOfBirth: '2021-03-14',
      consents: { outings: true, photos: false, sunCream: false },
    });
    expect(create.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { name: /Lily/ })).toBeVisible();
  });
});
