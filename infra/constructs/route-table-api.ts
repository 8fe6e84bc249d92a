import { Validations } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  type FunctionName,
  type RouteDefinition,
  type RouteName,
  routeNames,
  routes,
} from '../../shared/routes';
import { pascal } from '../names';

export interface RouteTableApiProps {
  httpApi: IHttpApi;
  /** Verifies the caller's token on every route that is not `public`. */
  authorizer: IHttpRouteAuthorizer;
  /** The function that serves each domain's routes. */
  functions: Partial<Record<FunctionName, IFunction>>;
}

/**
 * One HTTP API route per entry of the shared route table, so a route cannot exist in the handlers'
 * dispatcher or the web client without existing here too.
 */
export class RouteTableApi extends Construct {
  readonly routes: Record<RouteName, HttpRoute>;

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    super(scope, id);
    const integrations = new Map<FunctionName, HttpLambdaIntegration>();
    const integrationFor = (fn: FunctionName) => {
      const handler = props.functions[fn];
      if (!handler) throw new Error(`No function deployed for '${fn}', which owns routes in the route table`);
      if (!integrations.has(fn))
        integrations.set(fn, new HttpLambdaIntegration(`${pascal(fn)}Integration`, handler));
      return integrations.get(fn)!;
    };

    const entries = routeNames.map((name) => {
      const route: RouteDefinition = routes[name];
      const httpRoute = new HttpRoute(this, pascal(name), {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.fn),
        // Public routes carry no authorizer at all, so API Gateway marks them AuthorizationType NONE.
        authorizer: route.auth === 'public' ? undefined : props.authorizer,
      });
      if (route.auth === 'public')
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `'${name}' is public in the route table: visitors use it before they have an account. ${
            route.publicThrottle ? 'It has its own tighter throttle' : 'The stage throttle bounds it'
          }, and its handler validates every field.`,
        });
      return [name, httpRoute] as const;
    });
    this.routes = Object.fromEntries(entries) as Record<RouteName, HttpRoute>;
  }
}
