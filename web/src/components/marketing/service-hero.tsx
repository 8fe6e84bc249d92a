import { ArrowDown } from 'lucide-react';
import { PhoneLink } from '@/components/contact-links';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';

interface ServiceHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  image: string;
  primary: { label: string; to: string };
  /** An in-page link, such as "See prices" to #pricing. */
  jump?: { label: string; href: string };
}

/** The top of a service page: what it is, a quote button, the phone number and a jump to prices. */
export function ServiceHero({ eyebrow, title, lead, image, primary, jump }: ServiceHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      image={image}
      actions={
        <>
          <Link to={primary.to} className={buttonClasses('primary')}>
            {primary.label}
          </Link>
          <PhoneLink withIcon className={buttonClasses('secondary')} />
          {jump && (
            <a
              href={jump.href}
              className="inline-flex min-h-11 items-center gap-2 px-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {jump.label}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          )}
        </>
      }
    />
  );
}
