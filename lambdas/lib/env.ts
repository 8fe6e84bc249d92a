import { type LambdaEnv, LambdaEnvSchema } from '../../shared/lambda-env';

let parsed: LambdaEnv | undefined;

/** The function's environment, checked once per container; a misconfigured stage fails loudly at first use. */
export const env = (): LambdaEnv => {
  if (!parsed) {
    const result = LambdaEnvSchema.safeParse(process.env);
    if (!result.success) {
      const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Invalid Lambda environment: ${names}`);
    }
    parsed = result.data;
  }
  return parsed;
};
