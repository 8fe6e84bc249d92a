import { CountUpNumber } from './count-up-number';

interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** The home page's four claims on the brand band, each counting up as it comes into view. */
export function StatsBand({ heading, items }: { heading: string; items: readonly Stat[] }) {
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-heading" className="text-center text-xl font-semibold text-brand-50">
          {heading}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse text-center">
              <dt className="mt-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
                {stat.label}
              </dt>
              <dd className="text-4xl font-bold sm:text-5xl">
                <CountUpNumber value={stat.value} suffix={stat.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
