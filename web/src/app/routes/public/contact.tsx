import { ArrowRight, Baby, SprayCan } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { ContactDetails } from '@/components/contact-details';
import { CheckList } from '@/components/ui/check-list';
import { Link } from '@/components/ui/link';
import { contactContent as content } from '@/content/contact';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { pageMeta } from '@/lib/page-meta';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';
const optionIcons = [SprayCan, Baby];

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function ContactPage() {
  const { registration, why } = content;
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 sm:text-xl">{content.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-16 sm:px-6">
        <section
          aria-labelledby="registration-panel-heading"
          className="rounded-2xl bg-brand-900 p-5 text-white sm:p-8 [&_:focus-visible]:outline-white"
        >
          <h2 id="registration-panel-heading" className="text-2xl font-bold">
            {registration.heading}
          </h2>
          <p className="mt-2 text-brand-50">{registration.intro}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {registration.options.map((option, index) => {
              const Icon = optionIcons[index] ?? SprayCan;
              return (
                <li key={option.to}>
                  <Link
                    to={option.to}
                    className="group flex h-full items-start gap-4 rounded-xl bg-white p-5 text-slate-900 hover:bg-brand-50"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <span>
                      <span className="block text-lg font-semibold">{option.title}</span>
                      <span className="mt-1 block text-slate-700">{option.text}</span>
                      <span className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 group-hover:underline">
                        {option.action}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className={card}>
            <div data-js-only>
              <EnquiryForm />
            </div>
            <p data-no-js-visible className="hidden text-slate-700">
              {content.noScript}
            </p>
          </div>
          <div className="space-y-8">
            <div className={card}>
              <ContactDetails />
            </div>
            <section aria-labelledby="why-choose-heading" className={card}>
              <h2 id="why-choose-heading" className="text-xl font-semibold text-slate-900">
                {why.heading}
              </h2>
              <div className="mt-5">
                <CheckList items={why.items} />
              </div>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
