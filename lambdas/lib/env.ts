import type * as z from 'zod';
import { LambdaEnvSchema, SmsEnvSchema } from '../../shared/lambda-env';

/**
 * A reader of part of the function's environment: checked against its schema once per container, at
 * first use, so a misconfigured stage fails loudly there and names every variable it lacks.
 */
export const environmentOf = <T>(schema: z.ZodType<T>, what: string): (() => T) => {
  let parsed: T | undefined;
  return () => {
    if (parsed === undefined) {
      const result = schema.safeParse(process.env);
      if (!result.success) {
        const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
        throw new Error(`Invalid ${what} environment: ${names}`);
      }
      parsed = result.data;
    }
    return parsed;
  };
};

/** The function's environment (every function has it). */
export const env = environmentOf(LambdaEnvSchema, 'Lambda');

/** The notice sender's text settings, read at the first text. */
export const smsEnv = environmentOf(SmsEnvSchema, 'text message');
