import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * What `npm test` reads back from each step's JSON report: vitest's (`--reporter=json`) or
 * Playwright's (`json` reporter). The summary names every failure because CI shows only the
 * log's last lines, and a count alone does not say which test to look at.
 */

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Failure {
  /** File, then the test's titles, outermost first. */
  title: string;
  /** The first lines of its error, indented for the summary. */
  message: string;
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface Report {
  // vitest
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
  // Playwright
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

export const readReport = (file: string): Report | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;

export const tally = (report: Report | undefined): Tally => {
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  if (report.stats)
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: report.numPendingTests ?? 0,
  };
};

const firstLines = (message: string | undefined, lines = 6) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    // Stack frames inside libraries and Node say nothing about which line of the test failed.
    .filter((line) => !/^\s*at .*(node_modules|node:internal)/.test(line))
    .slice(0, lines)
    .map((line) => `      ${line.trimEnd()}`)
    .join('\n');

/** Every failed test the report names; `root` makes vitest's absolute file names relative. */
export const failures = (report: Report | undefined, root: string): Failure[] => {
  if (!report) return [];
  const found: Failure[] = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      found.push({ title: `${where} › ${test.fullName}`, message: firstLines(test.failureMessages?.[0]) });
    // A file that failed outside its tests (a hook, an import) carries its own message.
    if (result.status === 'failed' && failedTests.length === 0)
      found.push({ title: where, message: firstLines(result.message) });
  }
  // Playwright's suites are the spec files, then their describe blocks: the titles below the file.
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((test) => test.status === 'unexpected'))
        found.push({
          title: `${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}`,
          message: firstLines(test.results.at(-1)?.error?.message),
        });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
};
