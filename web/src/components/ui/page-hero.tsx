import type { ReactNode } from 'react';
import { Illustration } from './illustration';

interface PageHeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** An illustration beside the words on wide screens. */
  image?: string;
  children?: ReactNode;
}

/** The top of every page: its one h1, a lead paragraph and, for most pages, a picture. */
export function PageHero({ title, lead, eyebrow, actions, image, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 ${image ? 'lg:grid-cols-[3fr_2fr]' : ''}`}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-slate-700 sm:text-xl">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {children}
        </div>
        {image && (
          <div className="mx-auto hidden w-full max-w-md lg:block">
            <Illustration src={image} priority />
          </div>
        )}
      </div>
    </div>
  );
}
