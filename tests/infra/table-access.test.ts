import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_ACCESS } from '../../infra/stacks/api-stack';
import { type PartitionAccess, partitionPattern } from '../../infra/stacks/data-stack';
import { FUNCTION_ENTRIES, handlerEntry } from '../../shared/function-settings';
import {
  DATE_LISTS,
  FIXED_PARTITIONS,
  PARTITION_PREFIXES,
  type PartitionKind,
  table,
} from '../../shared/table';
import { type Json, logicalId, removeOutputs, resourcesOf, type Synthesised, synthStage } from './support';

/**
 * Hardening: the functions that touch only some partitions are granted only those, by
 * `dynamodb:LeadingKeys`. Nothing local enforces IAM, so a partition left out would fail only in AWS:
 * the second half of this file holds each function's list against the key builders its code can reach.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

let dev: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
});

afterAll(removeOutputs);

/** Every DynamoDB statement of a function's role. */
const tableStatements = (app: Synthesised, where: 'api' | 'auth', fn: { role?: unknown; node: unknown }) => {
  const stack = app.stacks[where];
  const roleId = logicalId(stack, (fn as { role: { node: { defaultChild?: unknown } } }).role);
  return Object.values(resourcesOf(app.templates[where], 'AWS::IAM::Policy'))
    .filter((policy: Json) => policy.Properties.Roles.some((role: Json) => role.Ref === roleId))
    .flatMap((policy: Json) => policy.Properties.PolicyDocument.Statement)
    .filter((statement: Json) =>
      [statement.Action]
        .flat()
        .some((action: string) => action.startsWith('dynamodb:') && action !== 'dynamodb:ListStreams'),
    );
};

const arnText = (resource: Json) => JSON.stringify(resource);
const leadingKeysOf = (statement: Json) =>
  statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];

/** The table's statement and one per index, each with its partitions, as the template holds them. */
const grantedPartitions = (statements: Json[]) =>
  Object.fromEntries(
    statements.map((statement) => {
      const resources = [statement.Resource].flat().map(arnText);
      expect(resources).toHaveLength(1);
      const index = Object.entries(table.indexes).find(([, definition]) =>
        (resources[0] as string).includes(`/index/${definition.name}`),
      );
      return [index ? index[0] : 'table', [...leadingKeysOf(statement)].sort()];
    }),
  );

const patterns = (...kinds: PartitionKind[]) => kinds.map((kind) => `${PARTITION_PREFIXES[kind]}*`).sort();

describe('partitions each narrowed function may touch', () => {
  it("accounts: its own kinds of item on the table, and a user's own list on the by-user index", () => {
    const statements = tableStatements(dev, 'api', dev.stacks.api.functions.accounts!);
    expect(statements.every((statement: Json) => leadingKeysOf(statement))).toBe(true);
    expect(grantedPartitions(statements)).toEqual({
      table: [
        ...patterns(
          'user',
          'booking',
          'signUp',
          'rate',
          'mailLimit',
          'mailCount',
          'erasure',
          'staff',
          'mobile',
          'key',
          'referralCode',
        ),
        FIXED_PARTITIONS.site,
      ].sort(),
      byUser: patterns('user'),
    });
    const onIndex = statements.find((statement: Json) => arnText(statement.Resource).includes('/index/'));
    expect(onIndex.Action).toBe('dynamodb:Query');
  });

  it("users: profiles with their children, mobile links and the create route's idempotency records on the table, and only the lists of profiles, bookings, invoices and enquiries on the by-date index", () => {
    const statements = tableStatements(dev, 'api', dev.stacks.api.functions.users!);
    expect(statements.every((statement: Json) => leadingKeysOf(statement))).toBe(true);
    expect(grantedPartitions(statements)).toEqual({
      table: patterns('user', 'mobile', 'idempotency', 'rate'),
      byDate: [DATE_LISTS.profiles, DATE_LISTS.bookings, DATE_LISTS.invoices, DATE_LISTS.enquiries].sort(),
    });
  });

  it("staff: the team's and the key register's partitions, the visits (a leaver's, a member's copy of their data), the export's rate and the key counter (exactly) on the table; the team and key lists by date, a client's own list by user", () => {
    const statements = tableStatements(dev, 'api', dev.stacks.api.functions.staff!);
    expect(statements.every((statement: Json) => leadingKeysOf(statement))).toBe(true);
    expect(grantedPartitions(statements)).toEqual({
      table: [
        ...patterns('staff', 'staffEmail', 'idempotency', 'signUp', 'user', 'key', 'booking', 'rate'),
        FIXED_PARTITIONS.counter,
      ].sort(),
      byDate: [DATE_LISTS.staff, DATE_LISTS.keys].sort(),
      byUser: patterns('user'),
    });
  });

  it("the post-confirmation trigger: puts in the new user's partition only", () => {
    const statements = tableStatements(dev, 'auth', dev.stacks.auth.postConfirmation);
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toBe('dynamodb:PutItem');
    expect(grantedPartitions(statements)).toEqual({ table: patterns('user') });
  });

  it('leaves the functions not yet narrowed as they were: no condition, table and indexes in one statement', () => {
    const statements = tableStatements(dev, 'api', dev.stacks.api.functions.bookings!);
    expect(statements.some((statement: Json) => statement.Condition)).toBe(false);
  });

  it('refuses an index queried without its partitions named, which AWS would refuse every Query of', () => {
    expect(() =>
      dev.stacks.data.grantItems(dev.stacks.api.functions.feedback!, {
        actions: ['Query'],
        indexes: ['byUser'],
        partitions: { table: ['user'] },
      }),
    ).toThrow(/byUser/);
  });

  it('turns each kind into its prefix and a wildcard', () => {
    expect(partitionPattern('user')).toBe(`${PARTITION_PREFIXES.user}*`);
    expect(Object.values(PARTITION_PREFIXES).every((prefix) => /^[A-Z]+#$/.test(prefix))).toBe(true);
  });
});

/**
 * The partition kinds a function's code can reach, read from the code: every declaration reachable from
 * its entry (following identifiers to their declarations in our files), and each `PARTITION_PREFIXES.x`
 * among them. A reachable declaration need not run, so this over-approximates; `REACHED_NOT_TOUCHED`
 * says where, and why, for each function.
 */
const reachableKinds = (program: ts.Program, entry: string): Set<string> => {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(root, entry));
  if (!source) throw new Error(`not in the program: ${entry}`);
  const kinds = new Set<string>();
  const seen = new Set<ts.Node>([source]);
  const queue: ts.Node[] = [source];
  const ours = (node: ts.Node) => {
    const file = node.getSourceFile().fileName;
    return file.startsWith(root) && !file.includes('node_modules');
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'PARTITION_PREFIXES')
      kinds.add(node.name.text);
    if (ts.isElementAccessExpression(node) && node.expression.getText() === 'PARTITION_PREFIXES')
      throw new Error(
        `${node.getSourceFile().fileName}: a partition prefix chosen at run time cannot be checked`,
      );
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        if (seen.has(declaration) || !ours(declaration)) continue;
        seen.add(declaration);
        queue.push(declaration);
      }
    }
    ts.forEachChild(node, visit);
  };
  while (queue.length) visit(queue.pop() as ts.Node);
  return kinds;
};

/** Kinds a function's code reaches without touching them, with the reason; each must still be reached. */
const REACHED_NOT_TOUCHED: Record<
  'accounts' | 'users' | 'postConfirmation',
  Partial<Record<PartitionKind, string>>
> = {
  // noticePut builds the key of a notice about any subject; accounts writes notices about users and sign-ups.
  accounts: {
    invoice: 'noticePut (notice.ts) can key a notice to an invoice; accounts never does',
    // Security review L1: the export finds a client's enquiries on the by-user index, never by key.
    enquiry: 'noticePut can key a notice to an enquiry; the export reads enquiries from the by-user index',
  },
  // The code that proves a client's mobile is a text notice about the user.
  users: {
    booking: "noticePut keys notices of every subject; the mobile code's notice is about the user",
    invoice: 'as above',
    enquiry: 'as above',
    signUp: 'as above',
    erasure: 'as above',
    staff: 'as above',
  },
  // createClientProfile's welcome notice is about the user.
  postConfirmation: {
    booking: 'noticePut keys notices of every subject; the welcome notice is about the user',
    invoice: 'as above',
    enquiry: 'as above',
    signUp: 'as above',
    erasure: 'as above',
    staff: 'as above',
  },
};

const ENTRIES = {
  accounts: handlerEntry('accounts'),
  users: handlerEntry('users'),
  postConfirmation: FUNCTION_ENTRIES.postConfirmation,
} as const;

/** What each function is granted on the table, as the stacks declare it. */
const DECLARED: Record<keyof typeof ENTRIES, PartitionAccess | undefined> = {
  accounts: FUNCTION_ACCESS.accounts.table.partitions,
  users: FUNCTION_ACCESS.users.table.partitions,
  // The auth stack's grant, read back from its template by the test above.
  postConfirmation: { table: ['user'] },
};

describe("the granted partitions and the code's key builders cannot drift apart", () => {
  let program: ts.Program;

  beforeAll(() => {
    program = ts.createProgram(
      Object.values(ENTRIES).map((entry) => path.join(root, entry)),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        skipLibCheck: true,
        noEmit: true,
      },
    );
  }, 60_000);

  it.each(Object.keys(ENTRIES) as (keyof typeof ENTRIES)[])(
    '%s is granted every partition kind its code reaches, bar those it reaches without touching',
    (fn) => {
      const reached = reachableKinds(program, ENTRIES[fn]);
      const granted = new Set<string>(DECLARED[fn]?.table ?? []);
      const untouched = REACHED_NOT_TOUCHED[fn];
      expect([...reached].filter((kind) => !granted.has(kind) && !(kind in untouched)).sort()).toEqual([]);
      // An exception nothing needs any more, or one that is granted anyway, is a list gone stale.
      for (const kind of Object.keys(untouched)) {
        expect(reached.has(kind), `${fn} no longer reaches ${kind}`).toBe(true);
        expect(granted.has(kind), `${fn} is granted ${kind} and excuses it`).toBe(false);
      }
    },
    60_000,
  );

  it('finds the kinds of what a function reaches, and nothing it does not', () => {
    const users = reachableKinds(program, ENTRIES.users);
    // users counts a client's new mobile numbers and their codes (RATE#) but never limits mail
    // or holds referral codes: none of those builders is reachable from it.
    for (const kind of ['user', 'rate'] as const) expect(users.has(kind)).toBe(true);
    for (const kind of ['mailLimit', 'mailCount', 'referralCode'] as const)
      expect(users.has(kind)).toBe(false);
    const accounts = reachableKinds(program, ENTRIES.accounts);
    for (const kind of ['rate', 'mailLimit', 'mailCount', 'signUp'] as const)
      expect(accounts.has(kind)).toBe(true);
  });

  it('every partition in lambdas/data/ is written from PARTITION_PREFIXES, never as a literal', () => {
    const dir = path.join(root, 'lambdas', 'data');
    // A literal as a key's partition: `key('X#...'`, `key(\`X#${...}\``, `[PK]: 'X...'`.
    const literalPartition = /(?:key\(|\[(?:PK|table\.partitionKey)\]:)\s*['"`][A-Z]/;
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .split('\n')
          .filter((line) => literalPartition.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
    // Built here, not written out: tests/unit/data-keys.test.ts refuses key literals outside lambdas/data/.
    const upper = 'AUDIT';
    expect(literalPartition.test(`key('${upper}#' + id, 'RECORD')`)).toBe(true);
    expect(literalPartition.test(`key(\`${upper}#\${id}\`, 'RECORD')`)).toBe(true);
    expect(literalPartition.test(`[PK]: '${upper}',`)).toBe(true);
    expect(literalPartition.test(`key(\`\${PARTITION_PREFIXES.rate}\${subject}\`, action)`)).toBe(false);
  });
});
