import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { explain, GrantError, parseGrantArgs, userPoolIdFromOutputs } from '../../scripts/admin-grant';

const dirs: string[] = [];
const emptyDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pbhs-outputs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const outputsDir = (content: unknown, stage = 'prod') => {
  const dir = emptyDir();
  writeFileSync(path.join(dir, `cdk-outputs-${stage}.json`), JSON.stringify(content));
  return dir;
};

describe('admin:grant arguments', () => {
  it('reads the user pool id from the stage outputs file', () => {
    const dir = outputsDir({ 'Pbhs-prod-Auth': { UserPoolId: 'eu-west-2_abc', UserPoolClientId: 'x' } });
    expect(parseGrantArgs(['jo@example.com', '--stage', 'prod'], dir)).toEqual({
      email: 'jo@example.com',
      userPoolId: 'eu-west-2_abc',
      region: 'eu-west-2',
      endpoint: undefined,
    });
  });

  it('prefers an explicit pool id and accepts a local endpoint', () => {
    expect(
      parseGrantArgs([
        'jo@example.com',
        '--user-pool-id',
        'eu-west-2_x',
        '--endpoint',
        'http://127.0.0.1:9229',
      ]),
    ).toMatchObject({ userPoolId: 'eu-west-2_x', endpoint: 'http://127.0.0.1:9229' });
  });

  it('explains each mistake in one line', () => {
    const dir = emptyDir();
    const cases: [string[], RegExp][] = [
      [[], /usage/],
      [['not-an-email', '--stage', 'prod'], /not an e-mail/],
      [['jo@example.com'], /--stage or --user-pool-id/],
      [['jo@example.com', '--stage', 'prod'], /cdk-outputs-prod.json not found/],
      [['jo@example.com', '--stage', 'prod', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [argv, message] of cases) {
      const attempt = () => parseGrantArgs(argv, dir);
      expect(attempt, argv.join(' ')).toThrow(GrantError);
      expect(attempt, argv.join(' ')).toThrow(message);
      try {
        attempt();
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });

  it('rejects an outputs file without the auth stack', () => {
    const dir = outputsDir({ 'Pbhs-prod-Web': {} });
    expect(() => userPoolIdFromOutputs('prod', dir)).toThrow(/no Pbhs-prod-Auth.UserPoolId/);
  });

  it("turns Cognito's errors into advice", () => {
    const options = { email: 'jo@example.com', userPoolId: 'eu-west-2_x', region: 'eu-west-2' };
    expect(explain({ name: 'UserNotFoundException', message: 'x' }, options)).toMatch(/must sign up/);
    expect(explain({ name: 'ResourceNotFoundException', message: 'x' }, options)).toMatch(/check the stage/);
    expect(explain({ name: 'CredentialsProviderError', message: 'x' }, options)).toMatch(/AWS_PROFILE/);
    expect(explain({ code: 'ECONNREFUSED' }, { ...options, endpoint: 'http://127.0.0.1:1' })).toMatch(
      /cognito-local running/,
    );
  });
});
