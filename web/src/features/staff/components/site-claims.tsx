import { BadgeCheck, Info } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { useSiteFigures } from '@/features/staff/api/get-site-figures';
import { teamContent } from '@/features/staff/content';

const content = teamContent.siteClaims;

/**
 * The office's check of what the public site claims. The figures are the ones the pages read
 * (so they are the records' own); the DBS claim is checked below it by the credentials report; the
 * insurance is the policy's, which no record here can check, and the panel says so.
 */
export function SiteClaims() {
  const figures = useSiteFigures();
  return (
    <div className="mb-4">
      <h4 className="font-semibold text-slate-900">{content.heading}</h4>
      <p className="mt-1 text-slate-700">{content.intro}</p>
      <QueryState
        query={figures}
        isEmpty={false}
        loading={content.loading}
        empty=""
        failure={content.failure}
      >
        {figures.data && (
          <ul className="mt-2 space-y-2" aria-label={content.heading}>
            {[
              content.rating(figures.data.rating),
              content.clients(figures.data.clientsServed),
              content.testimonials(figures.data.testimonials.length),
            ].map((line) => (
              <li key={line} className="flex items-start gap-2 text-slate-800">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {line}
              </li>
            ))}
            <li className="flex items-start gap-2 text-slate-800">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
              {content.insurance}
            </li>
          </ul>
        )}
      </QueryState>
    </div>
  );
}
