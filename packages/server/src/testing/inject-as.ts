import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * One request as a visitor from `address` on `host` would send it: an object payload goes as JSON,
 * a string or buffer as a form body; `headers` come last and win.
 */
export function injectAs(
  app: FastifyInstance,
  visitor: { host: string; address: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: string | Buffer | object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const type =
    payload === undefined
      ? {}
      : {
          'content-type':
            typeof payload === 'object' && !Buffer.isBuffer(payload)
              ? 'application/json'
              : 'application/x-www-form-urlencoded',
        };
  return app.inject({
    method,
    url,
    remoteAddress: visitor.address,
    headers: { host: visitor.host, ...type, ...headers },
    payload: payload as string,
  });
}
