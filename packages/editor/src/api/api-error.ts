import { messages } from '@atelier/domain';

/** The error body shapes of docs/api.md, all optional because any of them may be missing. */
export interface ErrorBody {
  error?: string;
  code?: string;
  errors?: Record<string, string>;
  loginRequired?: boolean;
  crumbFail?: boolean;
  authorizationFail?: boolean;
}

/** A failed API call: what the server said, in a shape the forms can show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field name -> message, for 400 answers that name the bad fields. */
  readonly fieldErrors: Record<string, string>;
  readonly loginRequired: boolean;
  readonly crumbFail: boolean;
  readonly authorizationFail: boolean;

  constructor(status: number, message: string, body: ErrorBody = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.errors ?? {};
    this.loginRequired = body.loginRequired === true;
    this.crumbFail = body.crumbFail === true;
    this.authorizationFail = body.authorizationFail === true;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Status 0 stands for "no answer at all": the network failed before the server replied. */
export const networkError = (): ApiError => new ApiError(0, messages.dataLayer.unableToConnect);

function fallbackMessage(status: number): string {
  if (status === 401) return 'Sign in to continue.';
  if (status === 403) return 'Your account is not allowed to do this.';
  if (status === 404) return 'This could not be found. It may have been deleted.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status === 503) return messages.dataLayer.serviceUnavailable;
  if (status >= 500) return messages.dataLayer.internalServerError;
  return 'The request could not be completed.';
}

/** Builds the error for a non-2xx answer; `body` is the parsed JSON or null when it was not JSON. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const shaped: ErrorBody = body !== null && typeof body === 'object' ? (body as ErrorBody) : {};
  const message =
    typeof shaped.error === 'string' && shaped.error.length > 0 ? shaped.error : fallbackMessage(status);
  return new ApiError(status, message, shaped);
}

/** A short text for any thrown value, for places that only show one line. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return fallbackMessage(500);
}
