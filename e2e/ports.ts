/**
 * The e2e stack runs on ports of its own, so it never meets a developer's running `npm start`.
 * E2E_PORT_OFFSET moves the whole block, so two runs (say, two checkouts) can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const base = { site: 8180, api: 3101, dynamo: 8100, cognito: 9329, s3: 4669, ses: 8105 };
const ports = Object.fromEntries(
  Object.entries(base).map(([name, port]) => [name, port + offset]),
) as typeof base;

export const E2E = {
  site: `http://localhost:${ports.site}`,
  mail: `http://127.0.0.1:${ports.ses}`,
  env: {
    SITE_PORT: String(ports.site),
    API_PORT: String(ports.api),
    DYNAMODB_PORT: String(ports.dynamo),
    COGNITO_PORT: String(ports.cognito),
    S3_PORT: String(ports.s3),
    SES_PORT: String(ports.ses),
  },
};
