import { contentSecurityPolicy, securityHeaderRecord } from '../../shared/security-headers';

const CSP = 'Content-Security-Policy';

/** A policy's directives by name, each value as written (`script-src` → `'self'`). */
const directives = (policy: string): Map<string, string> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values.join(' ')]),
  );

const declared = directives(contentSecurityPolicy());

/**
 * The directives whose value depends on the stage (the origins of its Cognito, bucket and realtime
 * channel): the ones an extra origin changes. Each must still hold what every stage allows.
 */
const stageDirectives = (() => {
  const withOrigin = directives(contentSecurityPolicy({ connectSrc: ['https://stage.example'] }));
  return new Set([...declared.keys()].filter((name) => declared.get(name) !== withOrigin.get(name)));
})();

const cspProblems = (policy: string): string[] => {
  const served = directives(policy);
  const problems: string[] = [];
  for (const [name, value] of declared) {
    const actual = served.get(name);
    if (actual === undefined) problems.push(`CSP has no ${name} (expected "${value}")`);
    else if (stageDirectives.has(name)) {
      const tokens = new Set(actual.split(' '));
      const missing = value.split(' ').filter((token) => !tokens.has(token));
      if (missing.length > 0)
        problems.push(`CSP ${name} is "${actual}", expected it to include ${missing.join(' ')}`);
    } else if (actual !== value) problems.push(`CSP ${name} is "${actual}", expected "${value}"`);
  }
  for (const name of served.keys())
    if (!declared.has(name))
      problems.push(`CSP has ${name}, which shared/security-headers.ts does not declare`);
  return problems;
};

/**
 * What differs from shared/security-headers.ts in an answer's headers: each header missing or with
 * another value, and the CSP directive by directive (the stage's origins aside).
 */
export const securityHeaderProblems = (headers: Headers): string[] => {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(securityHeaderRecord())) {
    const actual = headers.get(name);
    if (actual === null) problems.push(`${name} missing`);
    else if (name === CSP) problems.push(...cspProblems(actual));
    else if (actual !== value) problems.push(`${name} is "${actual}", expected "${value}"`);
  }
  return problems;
};
