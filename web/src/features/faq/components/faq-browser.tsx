import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { EmailLink, PhoneLink } from '@/components/contact-links';
import { Link } from '@/components/ui/link';
import { Tabs } from '@/components/ui/tabs';
import { faqGroups } from '@/content/faq';
import { faqPageContent } from '@/content/faq-page';
import { countQuestions, filterFaq } from '@/features/faq/filter-faq';
import { FaqList } from './faq-list';

const inlineLink = 'font-semibold text-brand-800 underline underline-offset-4';

/** The search box over the five topic tabs; while a search is typed, matches from every topic show. */
export function FaqBrowser() {
  const { search, tabsLabel } = faqPageContent;
  const [query, setQuery] = useState('');
  const inputId = useId();
  const searching = query.trim() !== '';
  const matches = filterFaq(faqGroups, query);
  const count = countQuestions(matches);

  return (
    <div>
      <div data-js-only className="relative mx-auto max-w-2xl">
        <label htmlFor={inputId} className="mb-2 block font-semibold text-slate-900">
          {search.label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 left-3 size-5 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={search.placeholder}
          className="block min-h-12 w-full rounded-xl border border-slate-500 bg-white py-2 pr-12 pl-10 text-base shadow-sm"
        />
        {searching && (
          <button
            type="button"
            onClick={() => setQuery('')}
            className="absolute right-1 bottom-0.5 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{search.clear}</span>
          </button>
        )}
      </div>
      {/* Announces every change of results; the no-results card says it visibly, so here it is read only. */}
      <p
        role="status"
        className={`mt-4 text-center text-slate-700 ${searching && count === 0 ? 'sr-only' : ''}`}
      >
        {searching ? (count > 0 ? search.results(count, query.trim()) : search.none(query.trim())) : ''}
      </p>
      <div className="mt-6">
        {!searching && (
          <Tabs
            label={tabsLabel}
            items={faqGroups.map((group) => ({
              id: group.id,
              label: group.label,
              content: (
                <>
                  <h2 className="sr-only">{group.label}</h2>
                  <FaqList items={group.items} />
                </>
              ),
            }))}
          />
        )}
        {searching && count === 0 && (
          <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-semibold text-slate-900">{search.none(query.trim())}</h2>
            <p className="mt-2 text-slate-700">{search.noneHelp}</p>
            <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
              <PhoneLink className={inlineLink} />
              <EmailLink className={inlineLink} />
              <Link to={faqPageContent.still.contact.to} className={inlineLink}>
                {faqPageContent.still.contact.label}
              </Link>
            </p>
          </div>
        )}
        {searching &&
          matches.map((group) => (
            <section key={group.id} aria-labelledby={`results-${group.id}`} className="mt-8 first:mt-0">
              <h2 id={`results-${group.id}`} className="mb-3 text-lg font-semibold text-brand-900">
                {group.label}
              </h2>
              <FaqList items={group.items} />
            </section>
          ))}
      </div>
    </div>
  );
}
