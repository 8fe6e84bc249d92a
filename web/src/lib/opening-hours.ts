/**
 * Reads an hours line as shared/business.ts writes it ("Mon-Fri: 8am-6pm") into schema.org's
 * OpeningHoursSpecification, so the structured data cannot drift from the hours the pages show.
 * Lines without times ("Sun: emergency enquiries only") give undefined.
 */
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const LINE = /^(\w{3})(?:-(\w{3}))?:\s*(\d{1,2})(?::(\d{2}))?(am|pm)-(\d{1,2})(?::(\d{2}))?(am|pm)$/;

const clock = (hour: string, minutes: string | undefined, half: string) => {
  const h = (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
};

export const openingHoursOf = (line: string): OpeningHours | undefined => {
  const match = LINE.exec(line.trim());
  if (!match) return undefined;
  const [
    ,
    from = '',
    to,
    openHour = '',
    openMinutes,
    openHalf = '',
    closeHour = '',
    closeMinutes,
    closeHalf = '',
  ] = match;
  const first = WEEK.indexOf(from as (typeof WEEK)[number]);
  const last = to === undefined ? first : WEEK.indexOf(to as (typeof WEEK)[number]);
  if (first < 0 || last < first) return undefined;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_NAMES.slice(first, last + 1).map((day) => `https://schema.org/${day}`),
    opens: clock(openHour, openMinutes, openHalf),
    closes: clock(closeHour, closeMinutes, closeHalf),
  };
};
