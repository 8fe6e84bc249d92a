import { buildApp } from '../app';
import { ContextError } from '../config';

/** `cdk synth|deploy -c stage=<name>`: the CLI passes context and the output directory through the environment. */
try {
  buildApp();
} catch (error) {
  if (!(error instanceof ContextError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
