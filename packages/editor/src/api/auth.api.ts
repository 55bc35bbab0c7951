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

/** Asks for an account; the server mails a confirmation link, and says the same for a known address. */
export async function signUp(
  email: string,
  password: string,
  displayName: string,
): Promise<{ email: string }> {
  return api.post<{ email: string }>('/api/auth/signup', { email, password, displayName });
}

/** The route is spelled with a capital L in docs/api.md. */
export async function signOut(): Promise<void> {
  await api.post('/api/auth/Logout');
}

export async function redeemHandoff(token: string): Promise<Account> {
  const answer = await api.post<{ account: Account }>('/api/auth/handoff', { token });
  return answer.account;
}

/** Changes the signed-in account's password; the server ends the account's other sessions. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api.post('/api/auth/password', { currentPassword, newPassword });
}

/** Asks for a reset link by mail; the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/auth/password-reset', { email });
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post('/api/auth/password-reset/complete', { token, password });
}
