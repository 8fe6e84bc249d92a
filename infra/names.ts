/**
 * Names that outlive a synth: stack names and output keys, which `cdk-outputs-<stage>.json` and
 * scripts/admin-grant.ts read back. Kept free of CDK imports so scripts load it cheaply.
 */
/** CDK ids are PascalCase; route and function names are camelCase in the route table. */
export const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export type StackPart =
  | 'Auth'
  | 'Data'
  | 'Storage'
  | 'Email'
  | 'Api'
  | 'Edge'
  | 'Web'
  | 'Backup'
  | 'BackupCopy'
  | 'Watch';

export const stackName = (stage: string, part: StackPart): string => `Pbhs-${stage}-${part}`;

/** Alarm names lead with the stage, so an alert e-mail's subject says which stage is in trouble. */
export const alarmName = (stage: string, name: string): string => `Pbhs-${stage}-${name}`;

/** The stage's AWS Backup vault, in its region and in the copy region alike (infra/stacks/backup-stack.ts). */
export const backupVaultName = (stage: string): string => `pbhs-${stage}-backups`;

/** The stage's CloudWatch dashboard, named in docs/runbook.md. */
export const dashboardName = (stage: string): string => `Pbhs-${stage}-Operations`;

/** The notice sender's function name, fixed so the runbook can name it. */
export const noticeSenderName = (stage: string): string => `Pbhs-${stage}-NoticeSender`;

/** Outputs of the auth stack. */
export const AUTH_OUTPUTS = { userPoolId: 'UserPoolId', userPoolClientId: 'UserPoolClientId' } as const;

/** Outputs of the web stack: the smoke test reads the site's address from it. */
export const WEB_OUTPUTS = { siteUrl: 'SiteUrl' } as const;

/** The file `cdk deploy --outputs-file` writes, as docs/deploy.md tells it to. */
export const outputsFile = (stage: string): string => `cdk-outputs-${stage}.json`;
