import { describe, expect, it } from 'vitest';
import { toListItem } from '../../../../lambdas/enquiries/list-item';
import type { EnquiryRecord } from '../../../../lambdas/enquiries/record';

const record = (enquiry: EnquiryRecord['enquiry'], extra: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: 'e-1',
  receivedAt: '2026-03-05T10:00:00.000Z',
  enquiry,
  mailStatus: 'unsent',
  mailAttempts: 2,
  lastMailError: 'MessageRejected',
  ...extra,
});

describe('enquiry list items', () => {
  it('name a general enquiry by its sender, summarise it by its subject, and label its fields', () => {
    const item = toListItem(
      record({ type: 'general', name: 'Jo', email: 'jo@example.org', subject: 'Ironing', message: 'Hi' }),
    );
    expect(item).toEqual({
      id: 'e-1',
      receivedAt: '2026-03-05T10:00:00.000Z',
      type: 'general',
      name: 'Jo',
      email: 'jo@example.org',
      summary: 'Ironing',
      fields: [
        { field: 'name', label: 'Name', value: 'Jo' },
        { field: 'email', label: 'Email', value: 'jo@example.org', link: 'mailto' },
        { field: 'subject', label: 'Subject', value: 'Ironing' },
        { field: 'message', label: 'Message', value: 'Hi' },
      ],
      // Stored before statuses existed: new.
      status: 'new',
      statusHistory: [],
      mailStatus: 'unsent',
      mailAttempts: 2,
    });
  });

  it("show a registration in the form's order, values as the form showed them, empty fields left out", () => {
    const item = toListItem(
      record({
        type: 'nanny',
        fullName: 'Grace Okafor',
        telephone: '01632 960789',
        address: '4 Church Road',
        email: 'grace@example.net',
        serviceRequired: 'both',
        specialRequirements: '',
        preferredDaysTimes: 'Fridays',
        numberOfChildren: 2,
        childrenAges: '4 and 7',
        childrenGenders: '',
      }),
    );
    expect(item).toMatchObject({
      name: 'Grace Okafor',
      telephone: '01632 960789',
      summary: 'Childcare: Both nannying and babysitting',
    });
    expect(item.fields.map((field) => field.label)).toEqual([
      'Full name',
      'Telephone',
      'Email',
      'Address',
      'Service required',
      'Number of children',
      "Children's ages",
      'Preferred days and times',
    ]);
    expect(item.fields.find((field) => field.field === 'telephone')?.link).toBe('tel');
    expect(item.fields.find((field) => field.field === 'serviceRequired')?.value).toBe(
      'Both nannying and babysitting',
    );
    expect(item).not.toHaveProperty('lastMailError');
  });

  it('carry who last changed the status and when, and the invitation', () => {
    const item = toListItem(
      record(
        { type: 'general', name: 'Jo', email: 'jo@example.org', subject: 'Ironing', message: 'Hi there' },
        {
          status: 'contacted',
          statusChangedBy: 'Office Admin',
          statusChangedById: 'sub-1',
          statusChangedAt: '2026-03-06T09:00:00.000Z',
          statusHistory: [
            { from: 'new', to: 'contacted', by: 'Office Admin', at: '2026-03-06T09:00:00.000Z' },
          ],
          invite: { by: 'Office Admin', byId: 'sub-1', at: '2026-03-06T09:01:00.000Z' },
        },
      ),
    );
    expect(item).toMatchObject({
      status: 'contacted',
      statusChanged: { by: 'Office Admin', at: '2026-03-06T09:00:00.000Z' },
      invite: { by: 'Office Admin', at: '2026-03-06T09:01:00.000Z' },
    });
    expect(item.invite).not.toHaveProperty('byId');
  });
});
