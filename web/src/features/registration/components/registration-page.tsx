import { Clock, Mail, Phone } from 'lucide-react';
import { EmailLink, HoursList, PhoneLink } from '@/components/contact-links';
import type { RegistrationField } from '@/content/register';
import { registrationCommon as common } from '@/content/register';
import type { RegistrationKind } from '@/features/registration/registration-fields';
import { BackButton } from './back-button';
import { RegistrationForm } from './registration-form';

interface RegistrationPageProps {
  kind: RegistrationKind;
  content: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    lead: string;
    formHeading: string;
    services: readonly { value: string; label: string }[];
    hints: Partial<Record<RegistrationField, string>>;
    sent: { title: string; description: string };
    backTo: string;
  };
}

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline';

/** A registration page: back button, title, the form, and what happens next beside it. */
export function RegistrationPage({ kind, content }: RegistrationPageProps) {
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6">
          <BackButton label={common.back} fallback={content.backTo} />
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {content.eyebrow}
          </p>
          <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{content.lead}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div data-js-only>
            <RegistrationForm
              kind={kind}
              heading={content.formHeading}
              services={content.services}
              hints={content.hints}
              sent={content.sent}
            />
          </div>
          <p data-no-js-visible className="hidden text-slate-700">
            {common.noScript}
          </p>
        </div>
        <aside aria-labelledby="next-heading" className="space-y-6">
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
              {common.nextHeading}
            </h2>
            <ol className="mt-4 space-y-3">
              {common.next.map((step, index) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{common.contactHeading}</h2>
            <ul className="mt-3">
              <li>
                <Phone aria-hidden="true" className="mr-2 inline size-4 text-brand-700" />
                <PhoneLink className={linkClasses} />
              </li>
              <li>
                <Mail aria-hidden="true" className="mr-2 inline size-4 text-brand-700" />
                <EmailLink className={`${linkClasses} break-all`} />
              </li>
              <li className="mt-2 flex gap-2 text-sm text-slate-700">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <HoursList />
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
