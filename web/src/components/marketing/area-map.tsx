import type { Area } from '@/content/areas';

interface AreaMapProps {
  areas: readonly Area[];
  label: string;
  legend: { base: string; featured: string; other: string };
}

const markerClasses = (area: Area) =>
  area.base ? 'size-4 bg-accent-500' : area.featured ? 'size-3 bg-brand-700' : 'size-2.5 bg-brand-600';

/**
 * A simple drawn map: each town placed by its position (percent from top and left), over a few
 * schematic landmarks (the M25, the A1(M), the River Lea). It is one image to assistive technology;
 * the list beside it carries the same towns as text.
 */
export function AreaMap({ areas, label, legend }: AreaMapProps) {
  return (
    <figure>
      <div
        role="img"
        aria-label={label}
        className="relative aspect-square w-full overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-50 via-teal-50 to-cyan-50 ring-1 ring-slate-200"
      >
        <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full">
          <circle cx="50" cy="64" r="46" fill="#ccfbf1" opacity="0.55" />
          <circle cx="50" cy="64" r="24" fill="#99f6e4" opacity="0.35" />
          <path d="M92 14 C 90 36 94 56 88 76 S 90 94 92 100" stroke="#7dd3fc" strokeWidth="1" fill="none" />
          <path d="M0 60 C 20 52 36 55 50 57 S 80 62 100 70" stroke="#94a3b8" strokeWidth="1.6" fill="none" />
          <path d="M47 100 L 47 66 L 43 46 L 46 28 L 48 0" stroke="#cbd5e1" strokeWidth="1.3" fill="none" />
        </svg>
        <span className="absolute top-[53%] left-[2%] text-[0.65rem] font-semibold text-slate-500">M25</span>
        <span className="absolute top-[20%] left-[49%] text-[0.65rem] font-semibold text-slate-500">
          A1(M)
        </span>
        {areas.map((area) => (
          <span
            key={area.name}
            className={`absolute flex -translate-y-1/2 items-center gap-1.5 ${
              area.label === 'left' ? '-translate-x-full flex-row-reverse' : '-translate-x-1.5'
            }`}
            style={{ top: `${area.position.top}%`, left: `${area.position.left}%` }}
          >
            <span className={`block shrink-0 rounded-full ring-2 ring-white ${markerClasses(area)}`} />
            <span
              className={`rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap shadow-sm sm:text-sm ${
                area.base ? 'bg-brand-900 text-white' : 'bg-white/90 text-slate-800'
              }`}
            >
              {area.name}
            </span>
          </span>
        ))}
      </div>
      <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span className="block size-4 rounded-full bg-accent-500" /> {legend.base}
        </span>
        <span className="flex items-center gap-2">
          <span className="block size-3 rounded-full bg-brand-700" /> {legend.featured}
        </span>
        <span className="flex items-center gap-2">
          <span className="block size-2.5 rounded-full bg-brand-600" /> {legend.other}
        </span>
      </figcaption>
    </figure>
  );
}
