/**
 * The kinds of failure a feature may report. Features name their errors with permanent codes
 * (see each feature's *.errors.ts); only the error handler turns a kind into an HTTP status.
 */
export type ErrorKind =
  | 'invalid'
  | 'login_required'
  | 'crumb_fail'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'too_large';

export class AppError extends Error {
  /** More fields for the JSON answer (a crumb failure hands out the fresh crumb). */
  extra?: Record<string, unknown>;

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Field name -> message, for 'invalid'. */
    readonly fields?: Record<string, string>,
    /** Seconds, for 'rate_limited'. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorDefinition {
  kind: ErrorKind;
  code: string;
  message: string;
}

/** Makes a thrower for one catalogue entry: `throw PagesErrors.notFound()`. */
export const defineError =
  (definition: ErrorDefinition) =>
  (fields?: Record<string, string>, message = definition.message, retryAfter?: number): AppError =>
    new AppError(definition.kind, definition.code, message, fields, retryAfter);
