/**
 * Names that outlive a synth: stack names and output keys, which `cdk-outputs-<stage>.json` and
 * scripts/admin-grant.ts read back. Kept free of CDK imports so scripts load it cheaply.
 */
/** CDK ids are PascalCase (STYLE.md); route and function names are camelCase in the route table. */
export const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export type StackPart = 'Auth' | 'Data' | 'Storage' | 'Email' | 'Api' | 'Edge' | 'Web';

export const stackName = (stage: string, part: StackPart): string => `Pbhs-${stage}-${part}`;

/** Alarm names lead with the stage, so an alert e-mail's subject says which stage is in trouble. */
export const alarmName = (stage: string, name: string): string => `Pbhs-${stage}-${name}`;

/** The stage's CloudWatch dashboard, named in docs/runbook.md. */
export const dashboardName = (stage: string): string => `Pbhs-${stage}-Operations`;

/** The notice sender's function name (issue 16), fixed so the runbook can name it. */
export const noticeSenderName = (stage: string): string => `Pbhs-${stage}-NoticeSender`;

/** Outputs of the auth stack. */
export const AUTH_OUTPUTS = { userPoolId: 'UserPoolId', userPoolClientId: 'UserPoolClientId' } as const;

/** The file `cdk deploy --outputs-file` writes, as docs/deploy.md tells it to. */
export const outputsFile = (stage: string): string => `cdk-outputs-${stage}.json`;
