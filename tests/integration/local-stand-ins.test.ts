import net from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { INVOICE_BUCKET } from '../../local/settings';
import { stack } from './support';

/**
 * The local stand-ins are reachable from this machine only, and no web page of another origin may call
 * them: cognito-local's admin API would otherwise let any site make a local user an admin.
 */
const SITE = new URL(stack.env.SITE_URL).origin;
const ELSEWHERE = 'https://attacker.example';

const preflight = (url: string, origin: string, headers: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });

const allowedOrigin = (response: Response) => response.headers.get('access-control-allow-origin');

describe('the stand-ins answer only the local site in a browser', () => {
  it("cognito-local: another site's page may not call it (its admin API included); the site may", async () => {
    const url = `${stack.urls.cognito}/`;
    expect(allowedOrigin(await preflight(url, ELSEWHERE, 'content-type,x-amz-target'))).toBeNull();
    expect(allowedOrigin(await preflight(url, SITE, 'content-type,x-amz-target'))).toBe(SITE);
  });

  it('s3rver: presigned uploads from the site only', async () => {
    const url = `${stack.urls.s3}/${INVOICE_BUCKET}/some/key.pdf`;
    const put = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
    const refused = await put(ELSEWHERE);
    expect(refused.status).toBe(403);
    expect(allowedOrigin(refused)).toBeNull();
    // s3rver answers an allowed preflight with '*' (S3 names the origin); either lets the site's page upload.
    const allowed = await put(SITE);
    expect(allowed.status).toBe(200);
    expect([SITE, '*']).toContain(allowedOrigin(allowed));
  });

  it('DynamoDB Local: no web page at all (started without -cors, it allows no origin)', async () => {
    const response = await preflight(
      `${stack.urls.dynamo}/`,
      ELSEWHERE,
      'content-type,x-amz-target,authorization',
    );
    expect(allowedOrigin(response)).toBeNull();
  });
});

/** An address of this machine that is not loopback, where there is one. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.skipIf(!outward)("reachable from this machine only (this machine's address %s)", () => {
  it('cognito-local, s3rver, SES local and the gateway refuse connections on any address but loopback', async () => {
    for (const url of [stack.urls.cognito, stack.urls.s3, stack.urls.mail, stack.urls.api]) {
      const port = Number(new URL(url).port);
      expect(await connects('127.0.0.1', port), url).toBe(true);
      expect(await connects(outward as string, port), url).toBe(false);
    }
  });

  it('DynamoDB Local cannot be kept to loopback (it has no option): the exception the start-up names', async () => {
    expect(await connects(outward as string, Number(new URL(stack.urls.dynamo).port))).toBe(true);
  });
});
