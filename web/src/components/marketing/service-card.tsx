import { ArrowRight } from 'lucide-react';
import { Illustration } from '@/components/ui/illustration';
import { Link } from '@/components/ui/link';
import type { ServiceCard as ServiceCardContent } from '@/content/services';

interface ServiceCardProps {
  service: ServiceCardContent;
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** For a card on the first screen: its picture loads at once (it can be the page's largest paint). */
  priority?: boolean;
}

/**
 * Image, title, description and a link. The link names its service for screen readers ("Learn more
 * about Housekeeping"), since several cards share the same visible words.
 */
export function ServiceCard({
  service,
  linkLabel,
  headingLevel: Heading = 'h3',
  priority = false,
}: ServiceCardProps) {
  const Icon = service.icon;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className={`bg-gradient-to-br ${service.gradient} px-8 pt-6`}>
        <Illustration src={service.image} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="flex items-start gap-2 text-xl font-semibold text-slate-900">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          {service.title}
        </Heading>
        <p className="mt-3 flex-1 text-slate-700">{service.description}</p>
        <Link
          to={service.path}
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span className="sr-only"> about {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
