import { hours } from '@shared/business';
import { describe, expect, it } from 'vitest';
import { openingHoursOf } from '@/lib/opening-hours';

const day = (name: string) => `https://schema.org/${name}`;

describe('openingHoursOf', () => {
  it('reads a range of days', () => {
    expect(openingHoursOf('Mon-Fri: 8am-6pm')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day),
      opens: '08:00',
      closes: '18:00',
    });
  });

  it('reads a single day, minutes and noon and midnight', () => {
    expect(openingHoursOf('Sat: 9:30am-12pm')).toMatchObject({
      dayOfWeek: [day('Saturday')],
      opens: '09:30',
      closes: '12:00',
    });
    expect(openingHoursOf('Sun: 12am-4pm')).toMatchObject({ opens: '00:00', closes: '16:00' });
  });

  it('gives nothing for a line without times or with days out of order', () => {
    expect(openingHoursOf('Sun: emergency enquiries only')).toBeUndefined();
    expect(openingHoursOf('Fri-Mon: 8am-6pm')).toBeUndefined();
  });

  it('understands every line of the business hours that has times', () => {
    expect(openingHoursOf(hours.weekdays)).toBeDefined();
    expect(openingHoursOf(hours.saturday)).toBeDefined();
    expect(openingHoursOf(hours.sunday)).toBeUndefined();
  });
});
