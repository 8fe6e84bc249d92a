import type { Budgets, Check } from './budgets';
import { LIGHTHOUSE_CATEGORIES, lambdaBudget } from './budgets';
import type { ColdStart } from './cold-start';
import type { FaultsReport } from './faults';
import type { BundlingProps, LambdaBundle, WhatIf } from './lambda-bundle';
import { errorKindsText, GET_ITEM, type LatencyRow } from './latency';
import { isFailure, type LighthouseOutcome } from './lighthouse';
import type { NavigationTiming } from './navigation';
import type { Section } from './options';
import type { PageWeight } from './page-weight';
import { isPublic } from './site';
import { kB } from './stats';
import type { JsSet, PagesExplanation } from './web-chunks';

export type MeasuredLambda = Omit<LambdaBundle, 'file'> & { file: string; coldStart: ColdStart };

export interface LambdaExplanation {
  name: string;
  bytes: number;
  packages: LambdaBundle['packages'];
  whatIfs: WhatIf[];
}

const bundlingText = (report: BenchReport) => {
  const props = report.lambdaBundling;
  if (!props) return 'unknown';
  return [
    props.minify ? 'minified' : 'not minified',
    `target ${props.target}`,
    'CommonJS',
    props.bundleAwsSDK ? 'AWS SDK bundled' : "AWS SDK external (the runtime's)",
  ].join(', ');
};

/** The JSON report (.bench/report.json); README's Benchmark section documents it. */
export interface BenchReport {
  schemaVersion: 1;
  generatedAt: string;
  durationSeconds: number;
  git: { commit: string; dirty: boolean };
  environment: { node: string; cpus: number; platform: string; chromium: string };
  sections: Section[];
  built: boolean;
  budgets: Budgets;
  ok: boolean;
  checks: Check[];
  breaches: Check[];
  notes: string[];
  pages?: PageWeight[];
  lambdas?: MeasuredLambda[];
  /** The bundling props infra gives every function, as the bench used them. */
  lambdaBundling?: BundlingProps;
  navigation?: NavigationTiming[];
  lighthouse?: LighthouseOutcome[];
  latency?: LatencyRow[];
  faults?: FaultsReport;
  analysis: { pages?: PagesExplanation; lambdas: LambdaExplanation[] };
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const ms = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ms`;
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const SECTION_TITLES: Record<Section, string> = {
  pages: 'Page JavaScript and auth code',
  lambdas: 'Lambda bundles',
  navigation: 'Client-side navigation',
  lighthouse: 'Lighthouse (mobile)',
  latency: 'API latency',
  faults: 'Load and faults',
};

const showValue = (check: Check, value: number | boolean) => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (check.unit === 'bytes') return kB(value);
  const shown = String(Math.round(value * 100) / 100);
  return check.unit === '×' ? `${shown}×` : shown;
};

/** How far a figure is past its budget, in the figure's own terms. */
export const overBy = (check: Check): string => {
  if (check.ok || typeof check.value !== 'number' || typeof check.budget !== 'number') return '';
  const gap = Math.abs(check.value - check.budget);
  const percent = check.budget === 0 ? '' : ` (${Math.round((gap / check.budget) * 100)}%)`;
  return `${showValue(check, gap)}${check.unit === 'score' ? ' points' : ''}${percent}`;
};

const summary = (report: BenchReport): string => {
  const rows = report.sections.map((section) => {
    const checks = report.checks.filter((item) => item.section === section);
    const breached = checks.filter((item) => !item.ok);
    const worst = breached
      .filter((item) => typeof item.value === 'number' && typeof item.budget === 'number')
      .sort(
        (a, b) =>
          Math.abs((b.value as number) - (b.budget as number)) / ((b.budget as number) || 1) -
          Math.abs((a.value as number) - (a.budget as number)) / ((a.budget as number) || 1),
      )[0];
    const worstText = worst
      ? `${worst.subject} ${worst.metric}: ${showValue(worst, worst.value)} vs ${showValue(worst, worst.budget)}`
      : breached[0]
        ? `${breached[0].subject} ${breached[0].metric}`
        : '–';
    return [
      SECTION_TITLES[section],
      String(checks.length),
      String(checks.length - breached.length),
      String(breached.length),
      mark(breached.length === 0),
      worstText,
    ];
  });
  return table(['section', 'checks', 'met', 'breached', '', 'worst breach'], rows);
};

const pageTable = (report: BenchReport): string => {
  const budgets = report.budgets.pages;
  const rows = (report.pages ?? []).map((page) => {
    const budget = budgets[page.kind].maxJsGzipBytes;
    const auth = page.authMarkers.length > 0;
    const authOk = !isPublic(page.kind) || budgets.publicAuthCodeAllowed || !auth;
    return [
      `${page.path}${page.signedIn ? ' (signed in)' : ''}`,
      page.kind,
      String(page.js.files),
      kB(page.js.bytes),
      `**${kB(page.js.gzipBytes)}**`,
      kB(budget),
      mark(page.js.gzipBytes <= budget),
      kB(page.css.gzipBytes),
      `${auth ? 'yes' : 'no'} ${isPublic(page.kind) ? mark(authOk) : ''}`.trim(),
      String(page.lateJs.length),
    ];
  });
  return table(
    ['page', 'kind', 'JS files', 'JS raw', 'JS gzip', 'budget', '', 'CSS gzip', 'auth code', 'late JS files'],
    rows,
  );
};

const lambdaTable = (report: BenchReport): string => {
  const rows = (report.lambdas ?? []).map((lambda) => [
    lambda.name,
    `\`${lambda.entry}\``,
    `**${kB(lambda.bytes)}**`,
    kB(lambdaBudget(report.budgets.lambdas, lambda.name)),
    mark(lambda.bytes <= lambdaBudget(report.budgets.lambdas, lambda.name)),
    String(lambda.modules),
    ms(lambda.coldStart.medianMs),
    lambda.packages
      .slice(0, 3)
      .map((share) => `${share.name} ${kB(share.bytes)}`)
      .join(', '),
  ]);
  return table(
    ['function', 'entry', 'minified', 'budget', '', 'modules', 'cold import (median)', 'largest packages'],
    rows,
  );
};

const navigationTable = (report: BenchReport): string => {
  const budget = report.budgets.navigation.maxRatioToDocumentLoad;
  const rows = (report.navigation ?? []).map((row) => {
    const ratio = row.clientSide.medianMs / row.documentLoad.medianMs;
    return [
      `${row.from} → ${row.to}`,
      `**${ms(row.clientSide.medianMs)}**`,
      ms(row.documentLoad.medianMs),
      `${ratio.toFixed(2)}× ${mark(ratio <= budget)}`,
      `${row.documentsLoaded} ${mark(row.documentsLoaded === 0)}`,
      row.clientSide.runsMs.map((value) => Math.round(value)).join(', '),
      row.documentLoad.runsMs.map((value) => Math.round(value)).join(', '),
    ];
  });
  return table(
    [
      'link',
      'client-side (median)',
      'document load (median)',
      `ratio (≤ ${budget}×)`,
      'documents loaded',
      'client-side runs (ms)',
      'document runs (ms)',
    ],
    rows,
  );
};

const lighthouseTable = (report: BenchReport): string => {
  const { minScores } = report.budgets.lighthouse;
  const publicPaths = new Set(
    (report.pages ?? []).filter((page) => isPublic(page.kind)).map((page) => page.path),
  );
  const rows = (report.lighthouse ?? []).map((result) => {
    if (isFailure(result))
      return [result.path, `❌ not measured: ${result.error}`, '', '', '', '', '', '', '', ''];
    const budgeted = report.checks.some(
      (item) => item.section === 'lighthouse' && item.subject === result.path,
    );
    const scores = LIGHTHOUSE_CATEGORIES.map((category) => {
      const value = result.scores[category];
      return budgeted || publicPaths.has(result.path)
        ? `${value} ${mark(value >= minScores[category])}`
        : String(value);
    });
    return [
      result.path,
      ...scores,
      ms(result.metrics.lcpMs),
      ms(result.metrics.fcpMs),
      ms(result.metrics.tbtMs),
      String(result.metrics.cls),
      ms(result.metrics.speedIndexMs),
    ];
  });
  return table(
    [
      'page',
      `performance (≥${minScores.performance})`,
      `accessibility (≥${minScores.accessibility})`,
      `best practices (≥${minScores['best-practices']})`,
      `SEO (≥${minScores.seo})`,
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'Speed Index',
    ],
    rows,
  );
};

const latencyTable = (report: BenchReport): string => {
  const { budgetConcurrency, maxP95RatioToGetItem } = report.budgets.latency;
  const rows = (report.latency ?? []).map((row) => {
    const budgeted = row.ratio && row.concurrency === budgetConcurrency;
    return [
      row.name === GET_ITEM ? `_${row.name}_` : `\`${row.name}\``,
      String(row.concurrency),
      ms(row.p50Ms),
      ms(row.p95Ms),
      ms(row.p99Ms),
      String(row.throughput),
      row.errors ? `${row.errors}/${row.requests} (${errorKindsText(row.errorKinds)})` : `0/${row.requests}`,
      row.ratio ? `${row.ratio.p50}× / ${row.ratio.p95}× / ${row.ratio.p99}×` : '1×',
      budgeted && row.ratio
        ? `≤ ${maxP95RatioToGetItem}× ${mark(row.ratio.p95 <= maxP95RatioToGetItem)}`
        : '',
      row.function
        ? `${row.function.name}: ${row.function.coldStarts} (${row.function.environments} warm)`
        : '–',
      row.name === GET_ITEM ? '–' : `${row.server.utilisationPercent}% · ${ms(row.server.busyMsPerRequest)}`,
    ];
  });
  return table(
    [
      'request',
      'concurrency',
      'p50',
      'p95',
      'p99',
      'req/s',
      'errors',
      '÷ GetItem (p50 / p95 / p99)',
      'p95 budget',
      'cold starts (function)',
      'gateway thread busy · per request',
    ],
    rows,
  );
};

/** Pages that share a figure share a line: 22 pages at 127.5 kB are one finding, not 22. */
const breachList = (report: BenchReport): string => {
  const groups = new Map<string, Check[]>();
  for (const item of report.breaches) {
    const key = [item.section, item.metric, item.value, item.budget].join('|');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()]
    .map((items) => {
      const item = items[0] as Check;
      const subjects = items.map((entry) => entry.subject);
      const who =
        subjects.length > 3
          ? `${subjects.length} (${subjects.slice(0, 2).join(', ')}, …)`
          : subjects.join(', ');
      const sign = item.kind === 'min' ? '≥' : item.kind === 'max' ? '≤' : '=';
      const off = overBy(item) ? `, off by ${overBy(item)}` : '';
      return `- ❌ ${item.section} · ${who} · ${item.metric}: ${showValue(item, item.value)} against ${sign} ${showValue(item, item.budget)}${off}`;
    })
    .join('\n');
};

const pageList = (names: string[]) =>
  names.length > 4 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');

const describeSet = (set: JsSet): string[] => [
  `- files: ${set.files
    .map(
      (file) =>
        `\`${file.path}\` ${kB(file.gzipBytes)}${file.declared ? '' : ' (late)'}${file.authMarkers.length ? ' (Amplify)' : ''}`,
    )
    .join(', ')}`,
  `- sources (estimated gzip share): ${set.contributors.map((item) => `${item.name} ${kB(item.gzipBytes)}`).join(', ')}`,
  ...(set.approximateChunks.length
    ? [
        `- matched by name only (sources changed since dist/web was built, so shares are approximate): ${set.approximateChunks.join(', ')}`,
      ]
    : []),
  ...(set.unknownChunks.length ? [`- not explained: ${set.unknownChunks.join(', ')}`] : []),
];

const HEAVY_EXTRA_BYTES = 20_000;

/** What every public page shares first, then what each group of pages adds on top of it. */
const pageCauses = (report: BenchReport): string => {
  const analysis = report.analysis.pages;
  if (!analysis) return '';
  const budget = report.budgets.pages.reading.maxJsGzipBytes;
  const baseVerdict =
    analysis.base.gzipBytes > budget
      ? `, already ${kB(analysis.base.gzipBytes - budget)} over the reading-page budget before any page's own code`
      : `, leaving ${kB(budget - analysis.base.gzipBytes)} of the reading-page budget for a page's own code`;
  // Pages that add little beyond the base are summed up in one line; the heavy ones get their own.
  const big = analysis.extras.filter((set, index) => index < 6 && set.gzipBytes >= HEAVY_EXTRA_BYTES);
  const rest = analysis.extras.filter((set) => !big.includes(set));
  return [
    `**Every public page** loads the same ${kB(analysis.base.gzipBytes)}${baseVerdict}:`,
    '',
    ...describeSet(analysis.base),
    ...big.flatMap((set) => [
      '',
      `**${pageList(set.pages)}** add ${kB(set.gzipBytes)} on top:`,
      '',
      ...describeSet(set),
    ]),
    ...(rest.length
      ? [
          '',
          `**${rest.flatMap((set) => set.pages).length} other pages** add ${kB(Math.min(...rest.map((set) => set.gzipBytes)))} to ${kB(Math.max(...rest.map((set) => set.gzipBytes)))} each: their own page chunk and the page components it uses (per page in report.json, analysis.pages.extras).`,
        ]
      : []),
  ].join('\n');
};

const sdkClients = (packages: LambdaBundle['packages']) =>
  packages
    .filter((share) => share.name.startsWith('@aws-sdk/client-'))
    .map((share) => share.name.slice('@aws-sdk/client-'.length))
    .join(', ');

/** Where each function's bytes come from, then what it would weigh under each suggested change. */
const lambdaCauses = (report: BenchReport): string => {
  const lambdas = report.analysis.lambdas;
  if (lambdas.length === 0) return '';
  const labels = lambdas[0]?.whatIfs.map((whatIf) => whatIf.label) ?? [];
  const sizes = table(
    ['function', 'as infra bundles it', ...labels],
    lambdas.map((lambda) => [
      lambda.name,
      kB(lambda.bytes),
      ...lambda.whatIfs.map(
        (whatIf) =>
          `${kB(whatIf.bytes)} ${mark(whatIf.bytes <= lambdaBudget(report.budgets.lambdas, lambda.name))}`,
      ),
    ]),
  );
  const packages = table(
    ['function', 'largest packages (minified bytes in the bundle)', 'SDK clients bundled'],
    lambdas.map((lambda) => [
      lambda.name,
      lambda.packages
        .slice(0, 6)
        .map(
          (share) =>
            `${share.name} ${kB(share.bytes)}${
              share.top[0] && share.top[0].name !== share.name && share.top[0].bytes > share.bytes / 2
                ? ` (${kB(share.top[0].bytes)} in ${share.top[0].name})`
                : ''
            }`,
        )
        .join(', '),
      sdkClients(lambda.packages),
    ]),
  );
  const how = (lambdas[0]?.whatIfs ?? []).map((whatIf) => `- _${whatIf.label}_: ${whatIf.how}`).join('\n');
  return [
    packages,
    '',
    'What each function would weigh (esbuild, same settings otherwise):',
    '',
    sizes,
    '',
    how,
  ].join('\n');
};

/** Per category, the audits that cost points and on how many of the pages over budget. */
const lighthouseCauses = (report: BenchReport): string => {
  const breached = report.breaches.filter((item) => item.section === 'lighthouse');
  const lines: string[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const pages = new Set(breached.filter((item) => item.metric === category).map((item) => item.subject));
    if (pages.size === 0) continue;
    const audits = new Map<
      string,
      { title: string; pages: string[]; values: string[]; found: Set<string> }
    >();
    for (const result of report.lighthouse ?? []) {
      if (isFailure(result) || !pages.has(result.path)) continue;
      for (const audit of result.failing[category] ?? []) {
        const entry = audits.get(audit.id) ?? { title: audit.title, pages: [], values: [], found: new Set() };
        entry.pages.push(result.path);
        if (audit.displayValue) entry.values.push(audit.displayValue);
        for (const item of audit.found ?? []) entry.found.add(item);
        audits.set(audit.id, entry);
      }
    }
    const shown = [...audits.values()]
      .sort((a, b) => b.pages.length - a.pages.length)
      .slice(0, 8)
      .map((audit) => {
        const where = audit.pages.length === pages.size ? 'all' : pageList(audit.pages);
        const values = audit.values.length
          ? `, ${audit.values[0]}${audit.values.length > 1 ? ' …' : ''}`
          : '';
        const found = audit.found.size ? `: ${[...audit.found].join('; ')}` : '';
        return `  - ${audit.title} (${where}${values})${found}`;
      });
    lines.push(`- **${category}** below budget on ${pages.size} page(s); what costs points:`, ...shown);
  }
  const failed = breached.filter((item) => item.metric.startsWith('measured'));
  for (const item of failed) lines.push(`- ${item.subject}: ${item.metric}`);
  return lines.join('\n');
};

/** For each route over budget: how busy the one gateway thread was, and where its CPU went. */
/** The faults section: its settings, one row per phase, what the checker found, and the mail. */
export const faultsText = (faults: FaultsReport): string => {
  const { settings } = faults;
  const roles = Object.entries(faults.roles)
    .map(([role, count]) => `${count} ${role}${count === 1 ? '' : 's'}`)
    .join(', ');
  const rows = faults.phases.map((phase) => [
    phase.phase,
    phase.outage ? `${phase.fault} down ${phase.outage.stoppedAt}-${phase.outage.backAt} s` : 'none',
    String(phase.counts.requests),
    String(phase.counts.ok2xx),
    String(phase.counts.client4xx),
    String(phase.counts.limited429),
    [
      String(phase.counts.server5xx),
      ...Object.entries(phase.counts.statuses5xx ?? {}).map(([status, count]) => `${status}×${count}`),
      ...(phase.counts.malformed5xx ? [`${phase.counts.malformed5xx} not the error shape`] : []),
    ].join(' '),
    `${phase.total.acknowledged} of ${phase.total.tried}`,
    `${phase.total.missing} ${mark(phase.total.missing === 0)}`,
    `${phase.total.duplicates} ${mark(phase.total.duplicates === 0)}`,
    ms(phase.counts.p50Ms),
    ms(phase.counts.p95Ms),
  ]);
  const kinds = faults.phases.flatMap((phase) =>
    Object.entries(phase.writes).map(([kind, writes]) => [
      phase.phase,
      kind,
      String(writes.tried),
      String(writes.acknowledged),
      String(writes.missing),
      String(writes.duplicates),
      String(writes.refusedButStored),
    ]),
  );
  const problems = faults.phases.flatMap((phase) => [
    ...(phase.malformed ?? []).map((line) => `- ${phase.phase}: 5xx without the error shape: ${line}`),
    ...(phase.strandedClaims
      ? [
          `- ${phase.phase}: ${phase.strandedClaims} visit(s) claimed by an invoice that was never written (an invoice request that failed and was not retried), ${phase.unrecoverableClaims} of them never offered again`,
        ]
      : []),
    ...phase.problems.map(
      (problem) =>
        `- ${phase.phase}: ${problem.kind} ${problem.marker} ${problem.problem} (${problem.detail})`,
    ),
  ]);
  const mail = faults.mail;
  const mailRows = Object.entries(mail.byPhase).map(([phase, figures]) => [
    phase,
    String(figures.enquiries),
    `${figures.officeDelivered} of ${figures.officeExpected}`,
    `${figures.acknowledgementsDelivered} of ${figures.acknowledgementsExpected}`,
    String(figures.acknowledgementsWithheld),
    String(figures.retried),
  ]);
  return [
    `${settings.virtualUsers} virtual users (${roles}) through the local CDN, ${settings.phaseSeconds} s per phase, ${settings.thinkMs} ms between a user's actions. In the fault phases the emulator is stopped ${settings.outage.afterSeconds} s in for ${settings.outage.seconds} s, then started again (DynamoDB Local's table is on disk). A failed write is sent again with the same idempotency key up to ${settings.retry.attempts} times in all (${settings.retry.firstDelayMs} ms doubling to ${settings.retry.maxDelayMs} ms); it counts as acknowledged only on a 2xx. Edge limits: ${faults.edgeLimits}.`,
    '',
    table(
      [
        'phase',
        'fault',
        'requests',
        '2xx',
        '4xx',
        '429',
        '5xx',
        'acknowledged writes',
        'missing',
        'duplicates',
        'p50',
        'p95',
      ],
      rows,
    ),
    '',
    'Writes by kind (confirmations carry no key: a confirmation is found when its booking is confirmed; invoices are found by the visit they bill):',
    '',
    table(['phase', 'write', 'tried', 'acknowledged', 'missing', 'duplicated', 'refused but stored'], kinds),
    '',
    ...(problems.length ? ['Problems found:', '', ...problems, ''] : []),
    `Enquiry mail (decision 002), read from each enquiry's record ${mail.waitedSeconds} s after the last phase (wait allowed: ${settings.mailWaitSeconds} s):`,
    '',
    table(
      [
        'phase',
        'enquiries stored',
        'office notices sent',
        'acknowledgements sent',
        'withheld by the limits',
        'sent after a failed attempt',
      ],
      mailRows,
    ),
  ].join('\n');
};

const latencyCauses = (report: BenchReport): string => {
  const over = (report.latency ?? []).filter((row) =>
    report.breaches.some(
      (item) => item.section === 'latency' && item.subject === `${row.name} c=${row.concurrency}`,
    ),
  );
  if (over.length === 0) return '';
  const lines = over.map((row) => {
    const capacity = row.server.busyMsPerRequest > 0 ? Math.round(1000 / row.server.busyMsPerRequest) : 0;
    const profile = row.cpuProfile?.length
      ? `; its CPU went to ${row.cpuProfile
          .slice(0, 6)
          .map((share) => `${share.name} ${share.percent}%`)
          .join(', ')}`
      : '';
    return `- \`${row.name}\` at c=${row.concurrency}: p95 ${ms(row.p95Ms)}; the gateway thread was ${row.server.utilisationPercent}% busy, ${ms(row.server.busyMsPerRequest)} per request (one thread tops out near ${capacity} req/s)${profile}`;
  });
  return [
    'The local gateway runs each function in a bounded pool of execution environments (worker threads) on a two-core machine shared with DynamoDB Local and the load generator; the gateway thread itself routes, verifies JWTs and hosts SES local and s3rver. A request waits behind the CPU of the others where the cores are busy, and behind every round trip the route makes besides DynamoDB.',
    '',
    ...lines,
  ].join('\n');
};

/** The report for people: what was measured, each figure against its budget, then what breaks each budget. */
export const renderMarkdown = (report: BenchReport): string => {
  const parts = [
    '# Benchmark report',
    '',
    `${report.generatedAt} · commit ${report.git.commit.slice(0, 10)}${report.git.dirty ? ' (uncommitted changes)' : ''} · Node ${report.environment.node} · ${report.environment.cpus} CPUs · ${report.environment.chromium} · took ${Math.round(report.durationSeconds)} s`,
    '',
    `**${report.ok ? '✅ Every budget met' : `❌ ${report.breaches.length} of ${report.checks.length} budget checks breached`}** (budgets: bench.budgets.json; 1 kB = 1000 bytes)`,
    '',
    '## Summary',
    '',
    summary(report),
  ];
  if (report.notes.length) parts.push('', '## Notes', '', ...report.notes.map((note) => `- ${note}`));
  if (report.pages)
    parts.push(
      '',
      '## Page JavaScript and auth code',
      '',
      'Every same-origin JS and CSS response while the page loads in Chromium (fresh cache, until the network is idle); gzip computed here at zlib level 6. "Late" files are not named by the HTML and wait for other code to run.',
      '',
      pageTable(report),
    );
  if (report.lambdas)
    parts.push(
      '',
      '## Lambda bundles',
      '',
      `esbuild with infra's bundling options (${bundlingText(report)}); cold import = importing the bundle in a fresh Node ${report.environment.node} process with NODE_OPTIONS=--enable-source-maps, median of ${report.budgets.coldStart.runs}${report.lambdaBundling?.bundleAwsSDK ? '' : " (the SDK, external, loads from node_modules as Lambda's runtime copy would)"}.`,
      '',
      lambdaTable(report),
    );
  if (report.navigation)
    parts.push(
      '',
      '## Client-side navigation',
      '',
      `From the click on a link to the next page's h1 on screen, without a document load, beside a document load of the same page (navigation start to its h1 on screen). Chromium with the CPU slowed ${report.budgets.navigation.cpuSlowdown}×, warm HTTP cache, local network; median of ${report.budgets.navigation.runs}.`,
      '',
      navigationTable(report),
    );
  if (report.lighthouse)
    parts.push(
      '',
      `## Lighthouse (mobile, median of ${report.budgets.lighthouse.runs})`,
      '',
      'Budgets apply to public pages; /auth is shown without them.',
      '',
      lighthouseTable(report),
    );
  if (report.latency)
    parts.push(
      '',
      '## API latency',
      '',
      `Through the local gateway on loopback, closed loop, ${report.budgets.latency.requestsPerLevel} requests per row after ${report.budgets.latency.warmupRequests} warm-up; the baseline is a raw GetItem on DynamoDB Local at the same concurrency, measured in the same run.`,
      '',
      latencyTable(report),
    );
  if (report.faults) parts.push('', '## Load and faults', '', faultsText(report.faults));
  if (!report.ok) {
    parts.push('', '## Breaches', '', breachList(report));
    const pages = pageCauses(report);
    const lambdas = lambdaCauses(report);
    const lighthouse = lighthouseCauses(report);
    const latency = latencyCauses(report);
    parts.push('', '## Why', '');
    if (pages) parts.push('### Page JavaScript', '', pages, '');
    if (lambdas) parts.push('### Lambda bundles', '', lambdas, '');
    if (lighthouse) parts.push('### Lighthouse', '', lighthouse, '');
    if (latency) parts.push('### API latency', '', latency, '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
};
