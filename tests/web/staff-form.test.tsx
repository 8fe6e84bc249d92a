import { IDEMPOTENCY_HEADER } from '@shared/http';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffForm } from '@/features/staff/components/staff-form';
import { jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const saved = {
  id: 's-9',
  name: 'Lena Fox',
  email: 'lena.fox@example.com',
  phone: '07700 900555',
  services: ['ironing'],
  districts: ['EN6', 'EN5'],
  pattern: { 1: { start: '08:00', end: '16:00' } },
  worksBankHolidays: false,
  absences: [{ kind: 'leave', from: '2026-12-21', to: '2026-12-24' }],
  credentials: {
    dbs: { certificateNumber: '001122334455', issuedOn: '2026-10-01', updateService: false },
    referencesReceived: 2,
  },
  active: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 3,
};

describe("the office's staff form", () => {
  it('adds a member: who, what, where, their week and their DBS, once, with a key', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, saved));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<StaffForm onDone={onDone} />);
    await user.type(screen.getByLabelText(/^full name/i), 'Lena Fox');
    await user.type(screen.getByLabelText(/^email/i), 'lena.fox@example.com');
    await user.type(screen.getByLabelText(/^phone/i), '07700 900555');
    await user.click(screen.getByRole('checkbox', { name: 'Ironing' }));
    await user.type(screen.getByLabelText(/^postcode districts/i), 'en6, EN5');
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.clear(screen.getByLabelText('Mon until'));
    await user.type(screen.getByLabelText('Mon until'), '16:00');
    await user.type(screen.getByLabelText(/^enhanced dbs certificate number/i), '001122334455');
    await user.type(screen.getByLabelText(/^dbs issued on/i), '2026-10-01');
    await user.clear(screen.getByLabelText(/^references received/i));
    await user.type(screen.getByLabelText(/^references received/i), '2');
    await user.click(screen.getByRole('button', { name: 'Add to Team' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = sentRequest(fetchMock);
    expect(sent).toMatchObject({ url: '/api/admin/staff', method: 'POST' });
    expect(sent.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toEqual({
      name: 'Lena Fox',
      email: 'lena.fox@example.com',
      phone: '07700 900555',
      services: ['ironing'],
      districts: ['en6', 'EN5'],
      pattern: { 1: { start: '08:00', end: '16:00' } },
      worksBankHolidays: false,
      absences: [],
      credentials: {
        dbs: { certificateNumber: '001122334455', issuedOn: '2026-10-01', updateService: false },
        referencesReceived: 2,
      },
    });
    expect(await screen.findByText('Lena Fox is on the team.')).toBeVisible();
  });

  it('says what is missing before sending anything', async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithProviders(<StaffForm onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add to Team' }));
    expect(await screen.findByText('Choose at least one service')).toBeVisible();
    expect(screen.getByLabelText(/^postcode districts/i)).toHaveAccessibleDescription(
      /Enter at least one postcode district/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("edits at the version read, keeps their leave, and puts the server's word on the field", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Some fields need attention',
        issues: [{ path: 'credentials.dbs.issuedOn', message: 'The date of issue cannot be in the future' }],
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<StaffForm member={saved as never} onDone={() => {}} />);
    expect(screen.getByLabelText(/^full name/i)).toHaveValue('Lena Fox');
    // Leaving is not the form's: it has its own button and route (member-leaving.tsx).
    expect(screen.queryByRole('checkbox', { name: /^taking visits/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^dbs issued on/i)).toHaveAccessibleDescription(
        'The date of issue cannot be in the future',
      ),
    );
    const sent = sentRequest(fetchMock);
    expect(sent).toMatchObject({ url: '/api/admin/staff/s-9', method: 'PUT' });
    expect(sent.body).not.toHaveProperty('active');
    expect(sent.body).toMatchObject({
      version: 3,
      absences: [{ kind: 'leave', from: '2026-12-21', to: '2026-12-24' }],
    });
  });
});
