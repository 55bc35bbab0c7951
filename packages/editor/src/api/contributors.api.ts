import { api } from './client';

export interface Contributor {
  accountId: string;
  email: string;
  displayName: string;
  role: number;
}

export async function listContributors(): Promise<Contributor[]> {
  return (await api.get<{ contributors: Contributor[] }>('/api/config/contributors')).contributors;
}

export async function inviteContributor(email: string, role: number): Promise<Contributor[]> {
  return (await api.post<{ contributors: Contributor[] }>('/api/config/contributors', { email, role }))
    .contributors;
}

export async function removeContributor(accountId: string): Promise<Contributor[]> {
  return (
    await api.delete<{ contributors: Contributor[] }>(
      `/api/config/contributors/${encodeURIComponent(accountId)}`,
    )
  ).contributors;
}
