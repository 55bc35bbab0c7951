import { ContributorRole } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import {
  type Contributor,
  type Invitation,
  invitePerson,
  listPeople,
  type People,
  removeContributor,
  revokeInvitation,
} from '../api/contributors.api';
import { SelectField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';

/** The roles an owner hands out, with what each may do (docs/permissions.md). */
const ROLES: { role: number; label: string }[] = [
  { role: ContributorRole.admin, label: 'Admin: everything' },
  { role: ContributorRole.editor, label: 'Editor: pages, design, publishing' },
  { role: ContributorRole.storeManager, label: 'Store manager: products, orders, store settings' },
  { role: ContributorRole.reporting, label: 'Reporting: analytics' },
  { role: ContributorRole.moderator, label: 'Moderator: form inboxes' },
  { role: ContributorRole.viewer, label: 'Viewer: looks, never changes' },
];
const roleName = (role: number) => ROLES.find((r) => r.role === role)?.label.split(':')[0] ?? `Role ${role}`;

/** People who work on the site; only an admin sees this (the server refuses everyone else). */
export function ContributorsSection() {
  const client = useQueryClient();
  const loaded = useQuery({ queryKey: queryKeys.people, queryFn: listPeople });
  // Each change answers with the people as they now are (a removal with the contributors alone).
  const change = useMutation({
    mutationFn: (request: () => Promise<Partial<People>>) => request(),
    onSuccess: (answer) =>
      client.setQueryData<People>(queryKeys.people, (known) =>
        known ? { ...known, ...answer } : { contributors: [], invitations: [], ...answer },
      ),
  });
  const people: Contributor[] | null = loaded.data?.contributors ?? null;
  const pending: Invitation[] = loaded.data?.invitations ?? [];
  const [notice, setNotice] = useState('');
  // The server refuses the list to anyone but an admin: the section is then not shown at all.
  const hidden = loaded.error instanceof ApiError && loaded.error.status === 403;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<number>(ContributorRole.editor);
  const [actionError, setError] = useState<string | undefined>();
  const error = actionError ?? (loaded.error && !hidden ? describeError(loaded.error) : undefined);

  async function invite() {
    setError(undefined);
    try {
      await change.mutateAsync(() => invitePerson(email.trim(), role));
      setNotice(`Invitation sent to ${email.trim()}.`);
      setEmail('');
    } catch (e) {
      setError(
        e instanceof ApiError ? (Object.values(e.fieldErrors)[0] ?? describeError(e)) : describeError(e),
      );
    }
  }

  if (hidden) return null;
  return (
    <section className="stack stack--tight" aria-label="Contributors">
      <h3>Contributors</h3>
      <ul className="contributors">
        {(people ?? []).map((person) => (
          <li key={person.accountId}>
            {person.displayName || person.email} <span className="review__path">{person.email}</span>{' '}
            <span className="badge">{roleName(person.role)}</span>{' '}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${person.email}`}
              onClick={() =>
                void change
                  .mutateAsync(async () => ({ contributors: await removeContributor(person.accountId) }))
                  .catch((e: unknown) => setError(describeError(e)))
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {pending.length ? (
        <>
          <h4>Pending invitations</h4>
          <ul className="contributors" aria-label="Pending invitations">
            {pending.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} <span className="badge">{roleName(invitation.role)}</span>{' '}
                <span className="review__path">
                  until {new Date(invitation.expiresAt).toLocaleDateString()}
                </span>{' '}
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    void change
                      .mutateAsync(() => revokeInvitation(invitation.id))
                      .then(() => {
                        setNotice(`Invitation to ${invitation.email} withdrawn.`);
                      })
                      .catch((e: unknown) => setError(describeError(e)))
                  }
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* Not a form: this section sits inside the site settings form, whose Save it must not trigger. */}
      <fieldset className="stack stack--tight contributors__invite">
        <legend className="visually-hidden">Invite a contributor</legend>
        <TextField
          label="Invite by email"
          type="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField label="Role" value={String(role)} onChange={(e) => setRole(Number(e.target.value))}>
          {ROLES.map((r) => (
            <option key={r.role} value={r.role}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <div className="button-row button-row--end">
          <button type="button" className="button" onClick={() => void invite()}>
            Invite
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {notice}
        </p>
      </fieldset>
    </section>
  );
}
