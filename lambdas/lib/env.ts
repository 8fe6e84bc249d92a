import { type LambdaEnv, LambdaEnvSchema, type SmsEnv, SmsEnvSchema } from '../../shared/lambda-env';

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

let parsedSms: SmsEnv | undefined;

/** The notice sender's text settings (issue 27), checked once per container, at the first text. */
export const smsEnv = (): SmsEnv => {
  parsedSms ??= SmsEnvSchema.parse(process.env);
  return parsedSms;
};
