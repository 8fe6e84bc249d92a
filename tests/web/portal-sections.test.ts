import { describe, expect, it } from 'vitest';
import { sectionsFor } from '@/app/routes/dashboard/portal-session';

describe('which portal sections each kind of account is drawn (the server decides what each may read)', () => {
  it('gives a member of the team their own page only, the office its app, a client the portal', () => {
    expect(sectionsFor({ isAdmin: false, isStaff: true })).toEqual(['work']);
    expect(sectionsFor({ isAdmin: true, isStaff: false })).toEqual([
      'bookings',
      'schedule',
      'invoices',
      'users',
      'team',
      'keys',
      'enquiries',
      'feedback',
      'quotes',
    ]);
    expect(sectionsFor({ isAdmin: false, isStaff: false })).toEqual([
      'overview',
      'bookings',
      'invoices',
      'feedback',
      'account',
      'quotes',
    ]);
  });
});
