import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PhoneLink } from '../../../components/contact-links';
import { PageContainer } from '../../../components/layout/page-container';
import { PageMeta } from '../../../components/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { homeContent as content } from '../../../content/home';

export default function HomePage() {
  return (
    <PageContainer>
      <PageMeta title={content.title} description={content.description} />
      <section aria-labelledby="home-heading" className="max-w-3xl">
        <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {content.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{content.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={content.primaryAction.to} className={buttonClasses('primary')}>
            {content.primaryAction.label}
          </Link>
          <PhoneLink withIcon className={buttonClasses('secondary')} />
        </div>
      </section>
      <section aria-labelledby="services-heading" className="mt-14">
        <h2 id="services-heading" className="text-xl font-semibold text-slate-900">
          {content.servicesHeading}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {content.services.map((service) => (
            <li key={service} className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {service}
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
