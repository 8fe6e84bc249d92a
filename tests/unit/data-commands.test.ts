import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as dynamodb from '@aws-sdk/client-dynamodb';
import * as documents from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

/**
 * The table is read and written in one place, lambdas/data/: each entity's reads, conditional writes
 * and the transaction items they join (lambdas/data/write.ts sends a transaction of them). A domain
 * decides what to write and calls a data function; it never builds a DynamoDB command, so a condition
 * or a key cannot be written twice, differently. The same test keeps stream records read one way: with
 * aws-lambda's types and lambdas/lib/stream.ts, never an interface of their own.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

const DYNAMODB_MODULES = new Set(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);

/** Every command either DynamoDB package exports (GetCommand, GetItemCommand, TransactWriteItemsCommand...). */
const DYNAMODB_COMMANDS = new Set(
  [...Object.keys(dynamodb), ...Object.keys(documents)].filter((name) => name.endsWith('Command')),
);

/** Where each name a file imports comes from, under the name the file uses. */
const importsOf = (text: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [, names = '', from = ''] of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  ))
    for (const part of names.split(',')) {
      const [, imported, local] = part.trim().match(/^(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?$/) ?? [];
      if (imported) found.set(local ?? imported, `${from}#${imported}`);
    }
  return found;
};

/**
 * What in a file builds a DynamoDB command: a command imported from either DynamoDB package, and any
 * `new XCommand(` of a DynamoDB command's name that is not imported from another service's package
 * (SES, S3, Cognito and API Gateway have commands too, some of the same names: TagResourceCommand).
 */
const commandsIn = (file: string, text: string): string[] => {
  const imports = importsOf(text);
  const imported = [...imports.values()].flatMap((source) => {
    const [from = '', name = ''] = source.split('#');
    return DYNAMODB_MODULES.has(from) && name.endsWith('Command')
      ? [`${file}: imports ${name} from ${from}`]
      : [];
  });
  const built = [...text.matchAll(/new\s+(\w+Command)\s*\(/g)].flatMap(([, local = '']) => {
    const [from = '', name = local] = (imports.get(local) ?? '').split('#');
    if (from && !DYNAMODB_MODULES.has(from)) return [];
    return DYNAMODB_COMMANDS.has(name) ? [`${file}: new ${local}(`] : [];
  });
  return [...new Set([...imported, ...built])];
};

/** A stream record's shape written by hand: a property typed as the record's images. */
const streamShapesIn = (file: string, text: string): string[] =>
  text
    .split('\n')
    .filter((line) => /\b(NewImage|OldImage)\??\s*:/.test(line))
    .map((line) => `${file}: hand-written stream record (${line.trim()}): use aws-lambda's DynamoDBRecord`);

const lambdaFiles = () =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'lambdas'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|cjs|mjs)$/.test(file) && !file.startsWith('lambdas/data/'));

const read = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined; // listed by git but deleted in the working tree
  }
};

describe('DynamoDB commands', () => {
  it('are built only in lambdas/data/', () => {
    const found = lambdaFiles().flatMap((file) => {
      const text = read(file);
      return text === undefined ? [] : commandsIn(file, text);
    });
    expect(found).toEqual([]);
  });

  it('are found where they are built, and other services’ commands are not', () => {
    const sdk = "import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';\n";
    expect(commandsIn('lambdas/x.ts', `${sdk}await client.send(new GetCommand({ Key }));`)).toEqual([
      'lambdas/x.ts: imports GetCommand from @aws-sdk/lib-dynamodb',
      'lambdas/x.ts: new GetCommand(',
    ]);
    expect(
      commandsIn('lambdas/x.ts', "import { PutItemCommand as Put } from '@aws-sdk/client-dynamodb';"),
    ).toEqual(['lambdas/x.ts: imports PutItemCommand from @aws-sdk/client-dynamodb']);
    // Reached through some other module of ours: still a DynamoDB command's name.
    expect(commandsIn('lambdas/x.ts', 'send(new TransactWriteCommand({ TransactItems }))')).toEqual([
      'lambdas/x.ts: new TransactWriteCommand(',
    ]);
    expect(
      commandsIn(
        'lambdas/x.ts',
        "import { SendEmailCommand, TagResourceCommand } from '@aws-sdk/client-sesv2';\n" +
          'new SendEmailCommand({}); new TagResourceCommand({});',
      ),
    ).toEqual([]);
    expect(
      commandsIn('lambdas/x.ts', "import type { AttributeValue } from '@aws-sdk/client-dynamodb';"),
    ).toEqual([]);
  });
});

describe('DynamoDB stream records', () => {
  it('are typed by aws-lambda and read by lambdas/lib/stream.ts, never described by hand', () => {
    const found = lambdaFiles()
      .filter((file) => file !== 'lambdas/lib/stream.ts')
      .flatMap((file) => {
        const text = read(file);
        return text === undefined ? [] : streamShapesIn(file, text);
      });
    expect(found).toEqual([]);
  });

  it('are found where described', () => {
    const shape =
      'interface StreamRecord {\n  dynamodb?: {\n    NewImage?: Record<string, AttributeValue>;\n  };\n}';
    expect(streamShapesIn('lambdas/x.ts', shape)).toHaveLength(1);
    expect(streamShapesIn('lambdas/x.ts', 'const image = record.dynamodb?.NewImage;')).toEqual([]);
  });
});
