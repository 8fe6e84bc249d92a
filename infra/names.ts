/**
 * Names that outlive a synth: stack names and output keys, which `cdk-outputs-<stage>.json` and
 * scripts/admin-grant.ts read back. Kept free of CDK imports so scripts load it cheaply.
 */
export const REGION = 'eu-west-2';

export type StackPart = 'Auth' | 'Data' | 'Storage' | 'Email' | 'Api' | 'Web';

export const stackName = (stage: string, part: StackPart): string => `Pbhs-${stage}-${part}`;

/** Outputs of the auth stack. */
export const AUTH_OUTPUTS = { userPoolId: 'UserPoolId', userPoolClientId: 'UserPoolClientId' } as const;

/** The file `cdk deploy --outputs-file` writes, as docs/deploy.md tells it to. */
export const outputsFile = (stage: string): string => `cdk-outputs-${stage}.json`;
