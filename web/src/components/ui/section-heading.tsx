interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: 'center' | 'left';
  /** For headings on the dark brand band. */
  inverse?: boolean;
}

/** A section's h2, with an optional eyebrow above and a short introduction below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
  inverse = false,
}: SectionHeadingProps) {
  const centred = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${centred}`}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${inverse ? 'text-brand-100' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl ${inverse ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg ${inverse ? 'text-brand-50' : 'text-slate-700'}`}>{intro}</p>}
    </div>
  );
}
