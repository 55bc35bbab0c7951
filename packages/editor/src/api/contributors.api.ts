import type {
  ContributorJson,
  InvitationDetailsJson,
  InvitationJson,
  PeopleJson,
} from '@atelier/server/api-types';
import { api } from './client';

export type Contributor = ContributorJson;

export async function listContributors(): Promise<Contributor[]> {
  return (await api.get<{ contributors: Contributor[] }>('/api/config/contributors')).contributors;
}

export async function removeContributor(accountId: string): Promise<Contributor[]> {
  return (
    await api.delete<{ contributors: Contributor[] }>(
      `/api/config/contributors/${encodeURIComponent(accountId)}`,
    )
  ).contributors;
}

export type Invitation = InvitationJson;

/** Who works on the site and who is invited to, as every change to them answers. */
export type People = PeopleJson;

export const listPeople = (): Promise<People> => api.get<People>('/api/config/contributors');

/** Mails an invitation link; the person joins once they accept it. */
export const invitePerson = (email: string, role: number): Promise<People> =>
  api.post<People>('/api/config/invitations', { email, role });

export const revokeInvitation = (id: string): Promise<People> =>
  api.delete<People>(`/api/config/invitations/${encodeURIComponent(id)}`);

/** What an invitation's link offers: who invites to what, and whether the address has an account. */
export type InvitationDetails = InvitationDetailsJson;

export async function readInvitation(token: string): Promise<InvitationDetails> {
  return (await api.get<{ invitation: InvitationDetails }>(`/api/invitations/${encodeURIComponent(token)}`))
    .invitation;
}

export interface Accepted {
  account: { id: string; email: string; displayName: string };
}

/** Accepts for the signed-in account, or opens an account for the invited address with these details. */
export const acceptInvitation = (token: string, newAccount?: { password: string; displayName: string }) =>
  api.post<Accepted>('/api/invitations/accept', { token, ...newAccount });
