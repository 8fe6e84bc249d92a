import { business, legalIdentity } from '@shared/business';
import { Building2, Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactContent } from '@/content/contact';
import { EmailLink, HoursList, PhoneLink } from './contact-links';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/** Phone, email, where we are, when we answer and the registered office, all from the one business module. */
export function ContactDetails() {
  const { details } = contactContent;
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-xl font-semibold text-slate-900">
        {details.heading}
      </h2>
      <dl className="mt-5 space-y-5">
        <Detail icon={Phone} term={details.phone}>
          <PhoneLink className={linkClasses} />
        </Detail>
        <Detail icon={Mail} term={details.email}>
          <EmailLink className={`${linkClasses} break-all`} />
        </Detail>
        <Detail icon={MapPin} term={details.location}>
          {details.locationText}
        </Detail>
        <Detail icon={Clock} term={details.hours}>
          <HoursList />
        </Detail>
        <Detail icon={Building2} term={details.registeredOffice}>
          {business.registration.registeredOffice}
          <span className="mt-1 block text-sm text-slate-600">{legalIdentity.registered}</span>
        </Detail>
      </dl>
    </section>
  );
}
