import { describe, expect, it } from 'vitest';
import { failures, tally } from '../../../scripts/test-reports';

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  testResults: [
    {
      name: '/repo/tests/integration/notices.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'notices delivered once', status: 'passed', failureMessages: [] },
        {
          fullName: 'notices survive an outage',
          status: 'failed',
          failureMessages: [
            [
              '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m',
              '',
              '    at Proxy.<anonymous> (file:///repo/node_modules/@vitest/expect/dist/index.js:1389:20)',
              '    at notices.test.ts:40:5',
              '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
            ].join('\n'),
          ],
        },
      ],
    },
    {
      name: '/repo/tests/integration/users.test.ts',
      status: 'failed',
      message: 'Hook timed out in 300000ms.',
      assertionResults: [{ fullName: 'users list', status: 'passed', failureMessages: [] }],
    },
    {
      name: '/repo/tests/integration/ok.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'fine', status: 'passed', failureMessages: [] }],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 1 },
  suites: [
    {
      title: 'admin.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the office',
          specs: [
            {
              title: 'confirms a booking',
              file: 'admin.spec.ts',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    { error: { message: 'Timed out 5000ms\nwaiting for getByRole' } },
                  ],
                },
              ],
            },
            {
              title: 'flaky but passed',
              file: 'admin.spec.ts',
              line: 30,
              tests: [{ status: 'flaky', results: [{}] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('test reports', () => {
  it('counts vitest and Playwright reports alike, flaky Playwright tests as passed', () => {
    expect(tally(vitestReport)).toEqual({ passed: 3, failed: 1, skipped: 1 });
    expect(tally(playwrightReport)).toEqual({ passed: 7, failed: 1, skipped: 1 });
    expect(tally(undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('names each failed vitest test with its file and first lines, and a file that failed outside its tests', () => {
    expect(failures(vitestReport, '/repo')).toEqual([
      {
        title: 'tests/integration/notices.test.ts › notices survive an outage',
        message: '      AssertionError: expected 1 to be 2\n          at notices.test.ts:40:5',
      },
      { title: 'tests/integration/users.test.ts', message: '      Hook timed out in 300000ms.' },
    ]);
  });

  it('names each failed Playwright test under its describe blocks with its last error, not the flaky ones', () => {
    expect(failures(playwrightReport, '/repo')).toEqual([
      {
        title: 'admin.spec.ts:12 › the office › confirms a booking',
        message: '      Timed out 5000ms\n      waiting for getByRole',
      },
    ]);
  });
});
