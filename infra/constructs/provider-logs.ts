import { CfnResource, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Custom-resource providers that aws-cdk-lib adds on its own (emptying a bucket before deletion, for
 * one) take no log group, so Lambda would create `/aws/lambda/<name>` on first run and keep it for
 * ever. This gives each a log group of its own with the stage's retention. Their role carries
 * AWSLambdaBasicExecutionRole, which may already write to any log group.
 */
export const giveProvidersLogGroups = (stack: Stack, options: { retain: boolean }): void => {
  for (const provider of stack.node.children) {
    if (!provider.node.id.startsWith('Custom::')) continue;
    const handler = provider.node.tryFindChild('Handler');
    if (!(handler instanceof CfnResource) || handler.cfnResourceType !== 'AWS::Lambda::Function') continue;
    const logGroup = new LogGroup(stack, `${provider.node.id.replace(/\W/g, '')}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: options.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    handler.addPropertyOverride('LoggingConfig', { LogGroup: logGroup.logGroupName });
  }
};
