import { ChevronDown } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import type { LegalSection } from '@/content/legal';
import { useOpenOnHash } from './use-open-on-hash';

interface LegalSectionsProps {
  sections: readonly LegalSection[];
  numbered?: boolean;
  /**
   * Makes the list a single-open accordion: opening one section closes the one that was open.
   * Browsers that support `<details name>` do this natively; the toggle handler does it for the rest.
   */
  exclusiveGroup?: string;
}

const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
  const opened = event.currentTarget;
  if (!opened.open || !opened.name) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${opened.name}"]`))
    if (other !== opened) other.open = false;
};

/** Collapsible sections (native <details>): keyboard-ready, and readable without JavaScript. */
export function LegalSections({ sections, numbered = false, exclusiveGroup }: LegalSectionsProps) {
  useOpenOnHash();
  return (
    <div className="space-y-3">
      {sections.map((section, index) => (
        <details
          key={section.id}
          id={section.id}
          name={exclusiveGroup}
          onToggle={exclusiveGroup ? closeOthers : undefined}
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-2xl p-5 hover:bg-slate-50">
            <h2 className="text-lg font-semibold text-slate-900">
              {numbered && <span className="mr-2 text-brand-700 tabular-nums">{`${index + 1}.`}</span>}
              {section.title}
            </h2>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 px-5 pb-6 text-slate-700">
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block}>{block}</p>
              ) : (
                <ul key={block.join('|')} className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
