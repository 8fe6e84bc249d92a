import { useSearchParams } from 'react-router-dom';
import { MyRecord } from '@/features/staff/components/my-record';
import { MyDay } from '@/features/visit-day/components/my-day';
import { VISIT_PARAM } from '@/features/visit-day/visit-param';

/**
 * A member of the team's page: their day first, as they open it on a phone in the
 * morning, then what the office holds about them. One open visit fills the page.
 */
export function WorkSection() {
  const [params] = useSearchParams();
  return (
    <div className="space-y-12">
      <MyDay />
      {!params.get(VISIT_PARAM) && <MyRecord />}
    </div>
  );
}
