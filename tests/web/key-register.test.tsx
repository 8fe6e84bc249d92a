import type { Key } from '@shared/schemas/house-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientPageKeys } from '@/features/house-keys/components/client-page-keys';
import { KeyRegister } from '@/features/house-keys/components/key-register';
import { ClientSelect } from '@/features/invoices/components/client-select';
import { expectVisibleText, jsonResponse, renderWithProviders } from './support';

/** The office's key register, its hand-overs and losses, and a client page's keys. */

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

const key = (overrides: Partial<Key>): Key => ({
  id: 'k-1',
  tag: 'K-2',
  clientId: 'c-1',
  clientName: 'Jo Bloggs',
  kind: 'key',
  label: 'Front door',
  status: 'held',
  holder: { type: 'office' },
  since: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  history: [],
  version: 1,
  ...overrides,
});

const safeKey = key({});
const overdueKey = key({
  id: 'k-2',
  tag: 'K-10',
  clientName: 'Sam Smith',
  clientId: 'c-2',
  kind: 'fob',
  label: 'Side gate',
  holder: { type: 'staff', staffId: 's-1', staffName: 'Maria Lopez' },
  since: at(-30),
  dueBackAt: at(-2),
  history: [
    {
      at: at(-30),
      from: { type: 'office' },
      to: { type: 'staff', staffId: 's-1', staffName: 'Maria Lopez' },
      reason: "For Tuesday's clean",
    },
  ],
  version: 2,
});
const team = {
  items: [
    { id: 's-1', name: 'Maria Lopez' },
    { id: 's-2', name: 'Aisha Khan' },
  ],
};

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/** Answers the register's reads; `answer` takes the writes (and any read it wants to change). */
const stubApi = (keys: Key[], answer: Answer = () => undefined) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const special = answer(url, init);
    if (special) return special;
    if (url.startsWith('/api/admin/keys?') || url === '/api/admin/keys')
      return jsonResponse(200, { items: keys });
    if (url.startsWith('/api/admin/keys/')) {
      const id = url.split('/')[4];
      return jsonResponse(
        200,
        keys.find((item) => item.id === id),
      );
    }
    // Only what the picker and hand-over read: the schema is the server's, so the members here are full.
    if (url.startsWith('/api/admin/staff'))
      return jsonResponse(200, {
        items: team.items.map((member) => ({
          ...member,
          email: `${member.id}@example.com`,
          phone: '07700 900101',
          services: ['domestic_cleaning'],
          districts: ['EN6'],
          pattern: {},
          worksBankHolidays: false,
          absences: [],
          credentials: { referencesReceived: 2 },
          active: true,
          createdAt: '2026-11-01T09:00:00.000Z',
          updatedAt: '2026-11-01T09:00:00.000Z',
          version: 1,
        })),
      });
    if (url.startsWith('/api/admin/users?'))
      return jsonResponse(200, {
        items: [
          {
            id: 'c-1',
            email: 'jo@example.org',
            fullName: 'Jo Bloggs',
            createdAt: '2026-01-05T10:00:00.000Z',
            reminders: 'email',
            textMessages: false,
            isAdmin: false,
          },
        ],
      });
    return jsonResponse(404, { code: 'not_found', message: `No stub for ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

const card = async (tag: string) =>
  within(
    Array.from((await screen.findByRole('list', { name: 'Keys' })).querySelectorAll('li')).find((item) =>
      item.querySelector('h3')?.textContent?.startsWith(tag),
    ) as HTMLElement,
  );

describe("the office's key register", () => {
  it('lists keys by tag with whose, what, where and since when, and marks an overdue key', async () => {
    const fetchMock = stubApi([overdueKey, safeKey]);
    renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    const list = await screen.findByRole('list', { name: 'Keys' });
    // K-2 before K-10: by tag number, not as text.
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['K-2 · Front door', 'K-10 · Side gate']);
    const safe = await card('K-2');
    expect(safe.getByText('Office safe')).toBeVisible();
    expect(safe.getByRole('link', { name: 'Jo Bloggs' })).toHaveAttribute('href', '/dashboard/users/c-1');
    expect(safe.queryByText('Overdue')).toBeNull();
    const out = await card('K-10');
    expect(out.getByText('Maria Lopez')).toBeVisible();
    expect(out.getByText('Fob')).toBeVisible();
    expect(out.getByText('Overdue')).toBeVisible();
    expect(out.getByText(/^Overdue: Maria Lopez should have put it back in the safe by/)).toBeVisible();
    // Held keys are what the register opens on.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/keys?status=held');
  });

  it('says when and why a lost key was lost, and offers no hand-over', async () => {
    const lost = key({
      status: 'lost',
      lost: { at: '2026-11-21T10:30:00.000Z', reason: 'Not in the safe since Monday' },
      version: 3,
    });
    const fetchMock = stubApi([lost]);
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    await user.selectOptions(await screen.findByLabelText('Show'), 'Lost');
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByText('Marked lost on 21 Nov 2026 10:30: Not in the safe since Monday')).toBeVisible();
    expect(card.queryByRole('button', { name: /^Hand Over/ })).toBeNull();
    expect(card.queryByRole('button', { name: /^Mark Lost/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/keys?status=lost');
  });

  it('shows a key’s history on request, with each note', async () => {
    stubApi([overdueKey]);
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    const out = await card('K-10');
    const toggle = out.getByRole('button', { name: 'History: K-10' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = within(screen.getByRole('list', { name: 'History of K-10' }));
    expect(history.getByText(/Office safe → Maria Lopez/)).toBeVisible();
    expect(history.getByText("For Tuesday's clean")).toBeVisible();
    expect(history.getByText(/Added to the register, into the office safe/)).toBeVisible();
  });

  it('hands a key from the safe to a member of the active team, at the version read', async () => {
    const fetchMock = stubApi([safeKey], (url, init) =>
      init?.method === 'POST' && url === '/api/admin/keys/k-1/move'
        ? jsonResponse(200, {
            ...safeKey,
            holder: { type: 'staff', staffId: 's-2', staffName: 'Aisha Khan' },
            version: 2,
          })
        : undefined,
    );
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    await user.click((await card('K-2')).getByRole('button', { name: 'Hand Over: K-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hand over K-2' }));
    // From the safe, a member is the likely next holder; the safe itself is not a choice.
    expect(await dialog.findByRole('radio', { name: 'A member of the team' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Into the office safe' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Hand Over' }));
    expect(await dialog.findByText('Please choose who has the key now')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Aisha Khan' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText(/^Member/), 'Aisha Khan');
    await user.type(dialog.getByLabelText(/^Note/), 'For Friday');
    await user.click(dialog.getByRole('button', { name: 'Hand Over' }));
    await expectVisibleText('K-2 is now with Aisha Khan.');
    expect(writes(fetchMock)).toEqual([
      {
        url: '/api/admin/keys/k-1/move',
        body: { to: { type: 'staff', staffId: 's-2' }, reason: 'For Friday', version: 1 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says clearly when the key moved meanwhile, reads it again, and sends at the new version', async () => {
    let current = overdueKey;
    let moves = 0;
    const fetchMock = stubApi([overdueKey], (url, init) => {
      if (url === '/api/admin/keys/k-2' && init?.method === 'GET') return jsonResponse(200, current);
      if (url !== '/api/admin/keys/k-2/move') return undefined;
      moves += 1;
      if (moves === 1) {
        // Someone else gave it to Aisha a moment ago.
        current = {
          ...overdueKey,
          holder: { type: 'staff', staffId: 's-2', staffName: 'Aisha Khan' },
          version: 3,
        };
        return jsonResponse(409, { code: 'conflict', message: 'The key has moved since you read it.' });
      }
      return jsonResponse(200, { ...current, holder: { type: 'office' }, version: 4 });
    });
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    await user.click((await card('K-10')).getByRole('button', { name: 'Hand Over: K-10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hand over K-10' }));
    expect(await dialog.findByRole('radio', { name: 'Into the office safe' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Hand Over' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('This key changed since you opened it');
    expect(alert).toHaveTextContent('The key has moved since you read it.');
    expect(alert).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Reload the Key' }));
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    expect(dialog.getByText(/Aisha Khan, since/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Hand Over' }));
    await expectVisibleText('K-10 is back in the office safe.');
    expect(writes(fetchMock).map((write) => write.body.version)).toEqual([2, 3]);
  });

  it('marks a key lost only with what happened and the check confirmed, naming the fee', async () => {
    const fetchMock = stubApi([safeKey], (url, init) =>
      init?.method === 'POST' && url === '/api/admin/keys/k-1/lost'
        ? jsonResponse(200, { ...safeKey, status: 'lost', version: 2 })
        : undefined,
    );
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    await user.click((await card('K-2')).getByRole('button', { name: 'Mark Lost: K-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark K-2 as lost' }));
    expect(await dialog.findByText(/The terms’ key replacement fee is £25/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Mark as Lost' }));
    expect(dialog.getByText('Please say what happened (at least 3 characters)')).toBeVisible();
    expect(dialog.getByText('Please tick the box to confirm')).toBeVisible();
    expect(dialog.getByLabelText(/^What happened/)).toHaveFocus();
    await user.type(dialog.getByLabelText(/^What happened/), 'Not in the safe since Monday');
    await user.click(dialog.getByRole('button', { name: 'Mark as Lost' }));
    expect(writes(fetchMock)).toEqual([]);
    await user.click(dialog.getByRole('checkbox', { name: /I have checked the safe/ }));
    await user.click(dialog.getByRole('button', { name: 'Mark as Lost' }));
    await expectVisibleText('K-2 is marked as lost.');
    expect(writes(fetchMock)).toEqual([
      { url: '/api/admin/keys/k-1/lost', body: { reason: 'Not in the safe since Monday', version: 1 } },
    ]);
  });

  it('adds a key for a client picked as invoices pick one, telling the office what to write on the tag', async () => {
    const fetchMock = stubApi([], (url, init) =>
      init?.method === 'POST' && url === '/api/admin/keys'
        ? jsonResponse(201, key({ id: 'k-9', tag: 'K-15', label: 'Back door' }))
        : undefined,
    );
    const { user } = renderWithProviders(<KeyRegister ClientPicker={ClientSelect} />);
    await expectVisibleText('No keys yet. Add the first one when a client hands one over.');
    await user.click(screen.getByRole('button', { name: 'Add a Key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a key' }));
    expect(await dialog.findByText(/never the address or the client’s name/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add Key' }));
    expect(await dialog.findByText('Please choose the client')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('option', { name: /Jo Bloggs/ })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText(/^Client/), 'c-1');
    await user.selectOptions(dialog.getByLabelText(/^Kind/), 'Key');
    await user.type(dialog.getByLabelText(/^What it opens/), 'Back door');
    await user.click(dialog.getByRole('button', { name: 'Add Key' }));
    await expectVisibleText('Key added as K-15. Write K-15 on the tag, and nothing else.');
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ clientId: 'c-1', kind: 'key', label: 'Back door' });
    expect(new Headers(init?.headers).get('idempotency-key')).toBeTruthy();
  });
});

describe("a client page's keys", () => {
  it('lists where each of the client’s keys is, from their part of the register', async () => {
    const fetchMock = stubApi([
      safeKey,
      key({ id: 'k-3', tag: 'K-3', status: 'returned', holder: { type: 'client' } }),
    ]);
    renderWithProviders(<ClientPageKeys client={{ id: 'c-1', name: 'Jo Bloggs' }} />);
    const list = within(await screen.findByRole('list', { name: 'Keys' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'K-2 · Front door (Key) · Office safe, since 20 Nov 2026 09:00',
      'K-3 · Front door (Key) · Given back',
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/keys?clientId=c-1');
  });
});
