import { type Budgets, type Check, check, LIGHTHOUSE_CATEGORIES, lambdaBudget } from './budgets';
import type { FaultsReport } from './faults';
import type { LambdaBundle } from './lambda-bundle';
import type { LatencyRow } from './latency';
import { isFailure, type LighthouseOutcome } from './lighthouse';
import type { NavigationTiming } from './navigation';
import type { PageWeight } from './page-weight';
import { isPublic } from './site';

/** JavaScript per page, and no auth library on a public page. */
export const pageChecks = (pages: PageWeight[], budgets: Budgets['pages']): Check[] =>
  pages.flatMap((page) => {
    const public_ = isPublic(page.kind);
    const checks = [
      check({
        section: 'pages',
        subject: page.path,
        metric: `JS gzip (${page.kind})`,
        value: page.js.gzipBytes,
        budget: budgets[page.kind].maxJsGzipBytes,
        kind: 'max',
        unit: 'bytes',
      }),
    ];
    // A page that did not load has no meaningful weight: that is a failure, not a pass.
    if (page.status !== 200)
      checks.push(
        check({
          section: 'pages',
          subject: page.path,
          metric: 'HTTP status',
          value: page.status,
          budget: 200,
          kind: 'equal',
          unit: '',
        }),
      );
    if (public_ && !budgets.publicAuthCodeAllowed)
      checks.push(
        check({
          section: 'pages',
          subject: page.path,
          metric: 'auth code',
          value: page.authMarkers.length > 0,
          budget: false,
          kind: 'equal',
          unit: 'present',
        }),
      );
    return checks;
  });

export const lambdaChecks = (bundles: LambdaBundle[], budgets: Budgets['lambdas']): Check[] =>
  bundles.map((bundle) =>
    check({
      section: 'lambdas',
      subject: bundle.name,
      metric: 'minified',
      value: bundle.bytes,
      budget: lambdaBudget(budgets, bundle.name),
      kind: 'max',
      unit: 'bytes',
    }),
  );

/** Budgets apply to public pages; other pages measured (/auth) are shown without them. */
export const lighthouseChecks = (
  results: LighthouseOutcome[],
  publicPaths: ReadonlySet<string>,
  budgets: Budgets['lighthouse'],
): Check[] =>
  results
    .filter((result) => publicPaths.has(result.path))
    .flatMap((result) =>
      isFailure(result)
        ? [
            check({
              section: 'lighthouse',
              subject: result.path,
              metric: `measured (${result.error})`,
              value: false,
              budget: true,
              kind: 'equal',
              unit: '',
            }),
          ]
        : LIGHTHOUSE_CATEGORIES.map((category) =>
            check({
              section: 'lighthouse',
              subject: result.path,
              metric: category,
              value: result.scores[category],
              budget: budgets.minScores[category],
              kind: 'min',
              unit: 'score',
            }),
          ),
    );

/** A client-side navigation against a document load of the same page. */
export const navigationChecks = (rows: NavigationTiming[], budgets: Budgets['navigation']): Check[] =>
  rows.flatMap((row) => [
    check({
      section: 'navigation',
      subject: `${row.from} → ${row.to}`,
      metric: 'client-side ÷ document load',
      value: Math.round((row.clientSide.medianMs / row.documentLoad.medianMs) * 100) / 100,
      budget: budgets.maxRatioToDocumentLoad,
      kind: 'max',
      unit: '×',
    }),
    // A link that loads a document is not a client-side navigation, however fast it is.
    check({
      section: 'navigation',
      subject: `${row.from} → ${row.to}`,
      metric: 'documents loaded by the link',
      value: row.documentsLoaded,
      budget: 0,
      kind: 'equal',
      unit: '',
    }),
  ]);

/** p95 over the GetItem baseline's at the budget concurrency; and every request answered as expected. */
export const latencyChecks = (rows: LatencyRow[], budgets: Budgets['latency']): Check[] =>
  rows.flatMap((row) => {
    const checks = [
      check({
        section: 'latency',
        subject: `${row.name} c=${row.concurrency}`,
        metric: 'errors',
        value: row.errors,
        budget: 0,
        kind: 'max',
        unit: 'requests',
      }),
    ];
    if (row.ratio && row.concurrency === budgets.budgetConcurrency)
      checks.push(
        check({
          section: 'latency',
          subject: `${row.name} c=${row.concurrency}`,
          metric: 'p95 ÷ GetItem p95',
          value: row.ratio.p95,
          budget: budgets.maxP95RatioToGetItem,
          kind: 'max',
          unit: '×',
        }),
      );
    return checks;
  });

/**
 * Load and faults: nothing acknowledged is lost or stored twice, no refusal wrote anything, every 5xx
 * is the API's error shape (a refusal, not a crash), the steady phase has none, no visit is left
 * claimed for good by an invoice that does not exist, and every queued mail went within the wait.
 */
export const faultsChecks = (report: FaultsReport): Check[] => [
  ...report.phases.flatMap((phase) => {
    const row = (metric: string, value: number, unit = 'writes') =>
      check({ section: 'faults', subject: phase.phase, metric, value, budget: 0, kind: 'max', unit });
    return [
      row('acknowledged but missing', phase.total.missing),
      row('duplicated', phase.total.duplicates),
      row('refused (429) but stored', phase.total.refusedButStored),
      row('5xx without the error shape', phase.counts.malformed5xx, 'requests'),
      row('visits claimed by no invoice, never offered again', phase.unrecoverableClaims, 'visits'),
      ...(phase.fault ? [] : [row('5xx with nothing stopped', phase.counts.server5xx, 'requests')]),
    ];
  }),
  check({
    section: 'faults',
    subject: 'mail',
    metric: `office notices sent within ${report.settings.mailWaitSeconds} s`,
    value: report.mail.officeDelivered,
    budget: report.mail.officeExpected,
    kind: 'min',
    unit: 'mails',
  }),
  check({
    section: 'faults',
    subject: 'mail',
    metric: `acknowledgements sent within ${report.settings.mailWaitSeconds} s`,
    value: report.mail.acknowledgementsDelivered,
    budget: report.mail.acknowledgementsExpected,
    kind: 'min',
    unit: 'mails',
  }),
];
