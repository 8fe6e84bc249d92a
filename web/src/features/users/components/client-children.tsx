import { formatDate, todayInLondon } from '@shared/dates';
import { type Child, CONSENT_LABELS } from '@shared/schemas/children';
import { Check, X } from 'lucide-react';
import { adminContent } from '@/features/users/content';

const content = adminContent.client.children;

/** Whole years and the months beyond them between a date of birth and today, London dates. */
export const ageOf = (dateOfBirth: string, today = todayInLondon()) => {
  const [by = 0, bm = 1, bd = 1] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 1, td = 1] = today.split('-').map(Number);
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return { years: Math.floor(months / 12), months: months % 12 };
};

const linkLook = 'font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900';

/**
 * A family's children, read-only for the office (issue 28): who they are, what a carer must know
 * (allergies, medical notes, diet), who to call, and what the parents agreed to. The family keeps them.
 */
export function ClientChildren({ items }: { items: readonly Child[] }) {
  if (items.length === 0) return <p className="text-slate-700">{content.empty}</p>;
  return (
    <ul aria-label={content.heading} className="space-y-4">
      {items.map((child) => {
        const { years, months } = ageOf(child.dateOfBirth);
        const notes: [string, string | undefined][] = [
          [content.allergies, child.allergies],
          [content.medicalNotes, child.medicalNotes],
          [content.dietaryNeeds, child.dietaryNeeds],
        ];
        return (
          <li key={child.id} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
            <h4 className="text-lg font-semibold text-slate-900">
              {child.firstName}{' '}
              <span className="font-normal text-slate-700">
                · {content.age(years, months)} ({content.born(formatDate(child.dateOfBirth))})
              </span>
            </h4>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
              {notes.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-words whitespace-pre-line">
                    {value ?? <span className="text-slate-600">{content.noneNoted}</span>}
                  </dd>
                </div>
              ))}
              <dt className="font-semibold">{content.contacts}</dt>
              <dd>
                <ul>
                  {child.emergencyContacts.map((contact) => (
                    <li key={`${contact.name}-${contact.phone}`}>
                      {contact.name} ({contact.relationship}),{' '}
                      <a className={linkLook} href={`tel:${contact.phone}`}>
                        {contact.phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
              <dt className="font-semibold">{content.consents}</dt>
              <dd>
                <ul className="space-y-0.5">
                  {(Object.keys(CONSENT_LABELS) as (keyof typeof CONSENT_LABELS)[]).map((consent) => {
                    const given = child.consents[consent];
                    const Icon = given ? Check : X;
                    return (
                      <li key={consent} className="flex items-start gap-1.5">
                        <Icon
                          aria-hidden="true"
                          className={`mt-1 size-4 shrink-0 ${given ? 'text-green-700' : 'text-red-700'}`}
                        />
                        <span>
                          {CONSENT_LABELS[consent]}:{' '}
                          <span className="font-semibold">{given ? content.yes : content.no}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
