import type { LegalSection } from '@/content/legal';

interface LegalNavProps {
  heading: string;
  sections: readonly LegalSection[];
  numbered?: boolean;
}

/** Anchor links to every section, numbered exactly as the sections are. */
export function LegalNav({ heading, sections, numbered = false }: LegalNavProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <nav
      aria-labelledby="legal-nav-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="legal-nav-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <List className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-10 items-center gap-2 text-brand-800 underline-offset-4 hover:underline"
            >
              {numbered && (
                <span className="w-6 text-right font-semibold tabular-nums">{`${index + 1}.`}</span>
              )}
              {section.title}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
