import { todayInLondon } from '@shared/dates';
import { type Child, CONSENT_LABELS, childAge } from '@shared/schemas/children';
import { childrenContent } from '@/features/children/content';

const content = childrenContent.details;
const CONSENTS = ['outings', 'photos', 'sunCream'] as const;

/** `4 years old`, `10 months old`: a child's age today, London time. */
export const ageText = (dateOfBirth: string, today = todayInLondon()) => {
  const { years, months } = childAge(dateOfBirth, today);
  return childrenContent.age(years, months);
};

/**
 * One child's profile as the family, the office and the carer on the day read it: allergies first and
 * marked, since they are what must not be missed; phone numbers as links a phone can call.
 */
export function ChildDetails({ child, headingLevel = 3 }: { child: Child; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-3">
      <Heading className="text-lg font-semibold text-slate-900">
        {child.firstName} <span className="font-normal text-slate-700">· {ageText(child.dateOfBirth)}</span>
      </Heading>
      <dl className="grid gap-x-4 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{content.allergies}</dt>
        <dd className={child.allergies ? 'font-semibold text-red-800' : ''}>
          {child.allergies ?? content.none}
        </dd>
        <dt className="font-semibold">{content.medicalNotes}</dt>
        <dd className="whitespace-pre-line">{child.medicalNotes ?? content.none}</dd>
        <dt className="font-semibold">{content.dietaryNeeds}</dt>
        <dd className="whitespace-pre-line">{child.dietaryNeeds ?? content.none}</dd>
        <dt className="font-semibold">{content.contacts}</dt>
        <dd>
          <ul className="space-y-1">
            {child.emergencyContacts.map((contact) => (
              <li key={`${contact.name}-${contact.phone}`}>
                {contact.name} ({contact.relationship}):{' '}
                <a className="font-semibold text-blue-800 underline" href={`tel:${contact.phone}`}>
                  {contact.phone}
                </a>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{content.consents}</dt>
        <dd>
          <ul>
            {CONSENTS.map((consent) => (
              <li key={consent}>
                {CONSENT_LABELS[consent]}: {child.consents[consent] ? content.yes : content.no}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  );
}
