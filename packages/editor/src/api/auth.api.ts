import type { Account } from './api-types';
import { api } from './client';

/** The account signed in on this host, or null. Also hands out the crumb cookie when it is missing. */
export async function fetchSession(): Promise<Account | null> {
  const answer = await api.get<{ account: Account | null }>('/api/auth/session');
  return answer?.account ?? null;
}

export async function signIn(email: string, password: string): Promise<Account> {
  const answer = await api.post<{ account: Account }>('/api/auth/login', { email, password });
  return answer.account;
}

/**
 * Asks for an account; the server mails a confirmation link, and says the same for a known address.
 * `mailConfigured` is false when the server sends no mail (no SMTP_URL): the link is in its log.
 */
export async function signUp(
  email: string,
  password: string,
  displayName: string,
): Promise<{ email: string; mailConfigured: boolean }> {
  return api.post<{ email: string; mailConfigured: boolean }>('/api/auth/signup', {
    email,
    password,
    displayName,
  });
}

/** The route is spelled with a capital L in docs/api.md. */
export async function signOut(): Promise<void> {
  await api.post('/api/auth/Logout');
}

/**
 * Where the browser goes to sign in to an editor: on a site host, the editor address `to` (a path
 * under /config) of this site; on the platform home, of the site `site`. The server sends it to the
 * platform home, which signs it in (or already has) and sends it back with a one-time code.
 */
export function continueAddress(to: string, site?: string): string {
  const query = new URLSearchParams(site ? { site, to } : { to });
  return `/api/auth/continue?${query.toString()}`;
}

export async function redeemHandoff(token: string): Promise<Account> {
  const answer = await api.post<{ account: Account }>('/api/auth/handoff', { token });
  return answer.account;
}

/** Changes the signed-in account's password; the server ends the account's other sessions. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api.post('/api/auth/password', { currentPassword, newPassword });
}

/**
 * Asks for a reset link by mail; the server answers the same whether or not the address has an
 * account, and says whether it sends mail at all.
 */
export async function requestPasswordReset(email: string): Promise<{ mailConfigured: boolean }> {
  return api.post<{ mailConfigured: boolean }>('/api/auth/password-reset', { email });
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post('/api/auth/password-reset/complete', { token, password });
}
