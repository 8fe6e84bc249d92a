import { describe, expect, it } from 'vitest';
import type { EnquiryRecord } from '../../../../lambdas/enquiries/record';
import { toListItem } from '../../../../lambdas/enquiries/service';

const record = (enquiry: EnquiryRecord['enquiry']): EnquiryRecord => ({
  id: 'e-1',
  receivedAt: '2026-03-05T10:00:00.000Z',
  enquiry,
  mailStatus: 'unsent',
  mailAttempts: 2,
  lastMailError: 'MessageRejected',
});

describe('enquiry list items', () => {
  it('name a general enquiry by its sender and summarise it by its subject', () => {
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
      details: { name: 'Jo', subject: 'Ironing', message: 'Hi' },
      mailStatus: 'unsent',
      mailAttempts: 2,
    });
  });

  it('summarise a registration by its service and leave out fields left empty', () => {
    const item = toListItem(
      record({
        type: 'nanny',
        fullName: 'Grace Okafor',
        telephone: '01632 960789',
        address: '4 Church Road',
        email: 'grace@example.net',
        serviceRequired: 'babysitting',
        specialRequirements: '',
        preferredDaysTimes: 'Fridays',
        numberOfChildren: 2,
        childrenAges: '4 and 7',
        childrenGenders: '',
      }),
    );
    expect(item).toMatchObject({ name: 'Grace Okafor', summary: 'Childcare: babysitting' });
    expect(item.details).not.toHaveProperty('specialRequirements');
    expect(item.details).not.toHaveProperty('childrenGenders');
    expect(item.details).toMatchObject({ numberOfChildren: 2, preferredDaysTimes: 'Fridays' });
    expect(item).not.toHaveProperty('lastMailError');
  });
});
