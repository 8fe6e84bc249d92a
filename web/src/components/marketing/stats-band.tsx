import { CountUpNumber } from './count-up-number';

/** One figure of the band: a number counted from the records, or words; neither while they load. */
export interface Stat {
  label: string;
  /** A figure with decimals (the average rating) is shown as it is, not counted up in whole steps. */
  figure?: { value: number; suffix: string; decimals?: number };
  text?: string;
}

/**
 * The home page's figures on the brand band: each from the records, counting up as it comes
 * into view, or words where a fact is not a number (the insurance). Before the figures arrive each place
 * holds its height, so nothing below moves when they do.
 */
export function StatsBand({
  heading,
  items,
  loading,
}: {
  heading: string;
  items: readonly Stat[];
  loading: string;
}) {
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-heading" className="text-center text-xl font-semibold text-brand-50">
          {heading}
        </h2>
        {/* `data-measured`: the figures are read from the records once the page has loaded (decision 035). */}
        <dl className="mt-8 grid grid-cols-2 gap-8 lg:grid-cols-4" data-measured="">
          {items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse text-center">
              <dt className="mt-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
                {stat.label}
              </dt>
              <dd className="flex h-12 items-center justify-center font-bold sm:h-14">
                {stat.figure ? (
                  <span className="text-4xl sm:text-5xl">
                    {stat.figure.decimals === undefined ? (
                      <CountUpNumber value={stat.figure.value} suffix={stat.figure.suffix} />
                    ) : (
                      `${stat.figure.value.toFixed(stat.figure.decimals)}${stat.figure.suffix}`
                    )}
                  </span>
                ) : stat.text ? (
                  <span className="text-2xl sm:text-3xl">{stat.text}</span>
                ) : (
                  <span className="text-2xl text-brand-100 sm:text-3xl">
                    <span aria-hidden="true">…</span>
                    <span className="sr-only">{loading}</span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
