/** What `npm run bench` measures; each is a section of the report. */
export const SECTIONS = ['pages', 'lambdas', 'navigation', 'lighthouse', 'latency', 'faults'] as const;
export type Section = (typeof SECTIONS)[number];

/** Sections --quick leaves out: the slow ones, whose figures also vary from run to run. */
const SLOW: readonly Section[] = ['navigation', 'lighthouse', 'latency', 'faults'];

export interface BenchOptions {
  sections: Section[];
  /** Build the site first. --no-build measures dist/web as it is. */
  build: boolean;
  help: boolean;
}

export const USAGE = `npm run bench -- [--quick] [--only=<section>[,<section>]] [--no-build]

  --quick          page weight and Lambda bundles only (no navigation timing, Lighthouse, latency or faults)
  --only=a,b       just these sections: ${SECTIONS.join(', ')}
  --no-build       measure the existing dist/web instead of building the site first

Writes .bench/report.md and .bench/report.json, prints the Markdown, exits 1 on any budget breach.`;

export const parseArgs = (argv: readonly string[]): BenchOptions => {
  let sections: Section[] = [...SECTIONS];
  let quick = false;
  let build = true;
  let help = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--no-build') build = false;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
      if (names.length === 0 || unknown.length > 0)
        throw new Error(`--only takes ${SECTIONS.join(', ')}; got "${arg.slice('--only='.length)}"`);
      sections = SECTIONS.filter((section) => names.includes(section));
    } else throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
  }
  if (quick) sections = sections.filter((section) => !SLOW.includes(section));
  if (sections.length === 0) throw new Error('--quick leaves nothing of the sections --only chose');
  return { sections, build, help };
};
