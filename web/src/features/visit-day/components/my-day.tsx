import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VISIT_PARAM } from '@/features/visit-day/visit-param';
import { DayList } from './day-list';
import { VisitPage } from './visit-page';

/**
 * A member of the team's day, phone-first: their visits today and this week, or one visit
 * when the address names it (`?visit=<id>`), so the phone's Back closes it and focus returns to its card.
 */
export function MyDay() {
  const [params] = useSearchParams();
  const open = params.get(VISIT_PARAM);
  // The visit last shown: its card takes the focus when the list comes back.
  const [returnTo, setReturnTo] = useState<string>();
  useEffect(() => {
    if (open) setReturnTo(open);
  }, [open]);
  const returned = useCallback(() => setReturnTo(undefined), []);
  return (
    <div className="mx-auto max-w-2xl">
      {open ? <VisitPage id={open} /> : <DayList returnTo={returnTo} onReturned={returned} />}
    </div>
  );
}
