import { Tracer } from '@aws-lambda-powertools/tracer';
import { METRICS_SERVICE } from '../../shared/metrics';

/**
 * X-Ray through Powertools (every function runs with active tracing): each AWS SDK call is a subsegment
 * of its own, so a slow invocation shows which call it waited on. Powertools turns itself off outside
 * Lambda (it reads AWS_EXECUTION_ENV, which only Lambda sets; the local stack also sets
 * POWERTOOLS_TRACE_ENABLED=false): in tests and the local stack every call here does nothing and a
 * client comes back as it was.
 */
export const tracer = new Tracer({ serviceName: METRICS_SERVICE });

/** An SDK v3 client whose calls are recorded (service, operation, retries, status, time). */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);

/**
 * Runs an invocation in a `## <name>` subsegment: Lambda's own segment takes no annotations, this one
 * does (the cold start, the service, and whatever the handler adds: the route, the kind of event).
 * Responses are not recorded, as they hold clients' details; an error thrown is, with its stack.
 */
export const tracedHandler =
  <E, C, R>(name: string, handler: (event: E, context?: C) => Promise<R>) =>
  async (event: E, context?: C): Promise<R> => {
    if (!tracer.isTracingEnabled()) return handler(event, context);
    const segment = tracer.getSegment();
    const subsegment = segment?.addNewSubsegment(`## ${name}`);
    if (subsegment) tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handler(event, context);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      if (segment && subsegment) {
        subsegment.close();
        tracer.setSegment(segment);
      }
    }
  };
