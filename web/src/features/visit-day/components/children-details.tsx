import { type Child, CONSENT_LABELS, childAge } from '@shared/schemas/children';
import { TriangleAlert } from 'lucide-react';
import { visitDayContent } from '@/features/visit-day/content';
import { telHref } from '@/features/visit-day/tel-href';

const content = visitDayContent.children;
const CONSENTS = Object.keys(CONSENT_LABELS) as (keyof typeof CONSENT_LABELS)[];

function ChildCard({ child, today }: { child: Child; today: string }) {
  const { years, months } = childAge(child.dateOfBirth, today);
  return (
    <li className="space-y-3 rounded-xl border border-slate-300 bg-white p-4">
      <h4 className="text-xl font-bold text-slate-900">
        {content.name(child.firstName, content.age(years, months))}
      </h4>
      {/* Allergies first and unmissable: the one thing that must not be skimmed over. */}
      {child.allergies ? (
        <div className="rounded-lg bg-red-50 p-3 text-red-950 ring-2 ring-red-700">
          <p className="flex items-center gap-2 text-lg font-bold">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {content.allergies}
          </p>
          <p className="mt-1 text-lg whitespace-pre-line">{child.allergies}</p>
        </div>
      ) : (
        <p className="text-lg text-slate-800">{content.noAllergies}</p>
      )}
      <dl className="space-y-2 text-lg text-slate-900">
        {child.medicalNotes && (
          <div>
            <dt className="font-semibold">{content.medicalNotes}</dt>
            <dd className="whitespace-pre-line">{child.medicalNotes}</dd>
          </div>
        )}
        {child.dietaryNeeds && (
          <div>
            <dt className="font-semibold">{content.dietaryNeeds}</dt>
            <dd className="whitespace-pre-line">{child.dietaryNeeds}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{content.contacts}</dt>
          {child.emergencyContacts.map((contact) => (
            <dd key={`${contact.name}-${contact.phone}`}>
              <a
                href={telHref(contact.phone)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
              >
                {content.contact(contact.name, contact.relationship)}{' '}
                <span className="tabular-nums">{contact.phone}</span>
              </a>
            </dd>
          ))}
        </div>
        <div>
          <dt className="font-semibold">{content.consents}</dt>
          <dd>
            <ul className="mt-1 space-y-1">
              {CONSENTS.map((consent) => (
                <li key={consent} className="flex justify-between gap-3 border-b border-slate-200 py-1">
                  <span>{CONSENT_LABELS[consent]}</span>
                  <span
                    className={`font-bold ${child.consents[consent] ? 'text-green-800' : 'text-red-800'}`}
                  >
                    {child.consents[consent] ? content.yes : content.no}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** A care visit's children, on its day only (the server sends them then): what a carer must know. */
export function ChildrenDetails({ childList, today }: { childList: readonly Child[]; today: string }) {
  return (
    <section aria-labelledby="children-heading" className="space-y-3">
      <h3 id="children-heading" className="text-xl font-bold text-slate-900">
        {content.heading}
      </h3>
      <ul className="space-y-3">
        {childList.map((child) => (
          <ChildCard key={child.id} child={child} today={today} />
        ))}
      </ul>
    </section>
  );
}
