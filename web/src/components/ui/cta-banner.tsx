import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { Link } from './link';

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  action: { label: string; to: string };
  /** A second action beside the first, such as a phone link. */
  secondary?: ReactNode;
}

/** The closing call to action of a page, on the dark brand band. */
export function CtaBanner({ id, title, text, action, secondary }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={action.to} className={buttonClasses('inverse')}>
              {action.label}
            </Link>
            {secondary}
          </div>
        </div>
      </div>
    </section>
  );
}
