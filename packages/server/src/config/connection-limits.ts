import type { z } from 'zod';
import { countAboveZero } from './env-variables';

/** How long a client may take to send a request, and how many connections one address may hold. */
export interface ConnectionLimits {
  /** Time to send the request line and headers (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** Time to send a whole request, body included (REQUEST_TIMEOUT_MS); resumable uploads keep each part far below it. */
  requestTimeoutMs: number;
  /**
   * The body's pace is checked once per window of this length (BODY_TIMEOUT_MS): a request whose
   * body brought less than `bodyMinBytesPerSecond` over a window is cut, so a client trickling one
   * byte now and then cannot hold a connection and a parser for minutes.
   */
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  /** Open connections one client address may hold at once (MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 300_000,
  bodyTimeoutMs: 10_000,
  // Apache's mod_reqtimeout uses the same floor: a phone on a poor 2G link sends ten times more.
  bodyMinBytesPerSecond: 500,
  maxConnectionsPerAddress: 256,
};

/** The connection limits' variables, part of the environment's schema (config.ts). */
export const CONNECTION_VARIABLES = {
  HEADERS_TIMEOUT_MS: countAboveZero(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: countAboveZero(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
  BODY_TIMEOUT_MS: countAboveZero(DEFAULT_CONNECTION_LIMITS.bodyTimeoutMs),
  BODY_MIN_BYTES_PER_SECOND: countAboveZero(DEFAULT_CONNECTION_LIMITS.bodyMinBytesPerSecond),
  MAX_CONNECTIONS_PER_ADDRESS: countAboveZero(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress),
};

export const connectionLimitsFrom = (
  env: z.output<z.ZodObject<typeof CONNECTION_VARIABLES>>,
): ConnectionLimits => ({
  headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  bodyTimeoutMs: env.BODY_TIMEOUT_MS,
  bodyMinBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
  maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
});
