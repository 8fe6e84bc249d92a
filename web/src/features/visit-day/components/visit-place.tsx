import type { StaffVisit, VisitKey } from '@shared/schemas/visit-day';
import { KeyRound, MapPin, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { visitDayContent } from '@/features/visit-day/content';
import { telHref } from '@/features/visit-day/tel-href';

const content = visitDayContent.visit;

/**
 * Google Maps' documented search URL: on Android and iOS it opens the Maps app (or the browser where
 * there is none), and it takes the address as written. A `geo:` URI would be the standard's way, but
 * iOS opens nothing for it; the address is all the page knows (no coordinates are kept).
 */
const mapsHref = (address: NonNullable<StaffVisit['address']>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', '),
  )}`;

const keyLine = (key: VisitKey) => {
  const what = `${content.keyKinds[key.kind]} ${key.tag} (${key.label})`;
  switch (key.where) {
    case 'office':
      return content.keyWhere.office(what);
    case 'you':
      return content.keyWhere.you(what);
    case 'colleague':
      return content.keyWhere.colleague(`${key.tag} (${key.label})`, key.holderName);
    case 'client':
      return content.keyWhere.client(`${key.tag} (${key.label})`);
  }
};

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 text-lg whitespace-pre-line text-slate-900">{children}</div>
    </div>
  );
}

/** Where the visit is and how to get in: the address to open in Maps, the client's phone, the key. */
export function VisitPlace({ visit }: { visit: StaffVisit }) {
  const { address } = visit;
  return (
    <section
      aria-labelledby="where-heading"
      className="space-y-4 rounded-xl border border-slate-300 bg-white p-4"
    >
      <h3 id="where-heading" className="sr-only">
        {content.where}
      </h3>
      {address && (
        <div className="space-y-3">
          <address className="text-lg not-italic text-slate-900">
            {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a
            href={mapsHref(address)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'w-full sm:w-auto')}
          >
            <MapPin aria-hidden="true" className="size-5" />
            {content.openMaps}
          </a>
        </div>
      )}
      {visit.clientPhone && (
        <a href={telHref(visit.clientPhone)} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          <Phone aria-hidden="true" className="size-5" />
          {content.call(visit.clientFirstName)}
          <span className="font-normal tabular-nums">{visit.clientPhone}</span>
        </a>
      )}
      {visit.key && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-lg font-semibold text-slate-900 ring-1 ring-amber-300">
          <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>
            <span className="sr-only">{content.key}: </span>
            {keyLine(visit.key)}
          </span>
        </p>
      )}
      {visit.accessNotes && <Block title={content.access}>{visit.accessNotes}</Block>}
      {visit.specialInstructions && <Block title={content.instructions}>{visit.specialInstructions}</Block>}
    </section>
  );
}
