import { defineError } from './app-error';

/**
 * Codes that several layers answer with, defined once here: a module that raises one re-exports
 * this entry in its own catalogue (modules cannot share a sibling's), so the code keeps one kind.
 */
export const CommonErrors = {
  /** No session where a route needs one; a caller may pass a message that says what to sign in for. */
  loginRequired: defineError({
    kind: 'login_required',
    code: 'auth.login_required',
    message: 'Sign in to continue.',
  }),
  /** Input a command's schema refused; `fields` names each bad field (validation.ts). */
  invalidInput: defineError({ kind: 'invalid', code: 'invalid_input', message: 'Invalid input.' }),
  /** Nothing answers at this address: no route, no such file. */
  notFound: defineError({ kind: 'not_found', code: 'not_found', message: 'Nothing here.' }),
  /** A site route asked on a host that is no site. */
  siteNotFound: defineError({
    kind: 'not_found',
    code: 'site.not_found',
    message: 'There is no site at this address.',
  }),
  /** Signed in, but the account's role on this site does not allow it. */
  siteForbidden: defineError({
    kind: 'forbidden',
    code: 'site.forbidden',
    message: 'Your account does not have access to this site.',
  }),
};

/**
 * The answer to one of the framework's own client errors (a body parser's: bad JSON, a wrong
 * content type, a body too large), the same from the error handler and from a hot route.
 */
export function frameworkClientError(error: { statusCode?: number; code?: string; message: string }): {
  status: number;
  body: { error: string; code: string };
} | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  return {
    status,
    body: {
      error: status === 413 ? 'The request is too large.' : error.message,
      code: (error.code ?? 'bad_request').toLowerCase(),
    },
  };
}
