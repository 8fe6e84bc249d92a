import { buildApp } from '../app';

/** `cdk synth|deploy -c stage=<name>`: the CLI passes context and the output directory through the environment. */
buildApp();
