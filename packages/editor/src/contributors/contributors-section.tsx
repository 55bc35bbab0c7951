import { ContributorRole } from '@atelier/domain';
import { useCallback, useEffect, useState } from 'react';
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
  const [people, setPeople] = useState<Contributor[] | null>(null);
  const [pending, setPending] = useState<Invitation[]>([]);
  const [notice, setNotice] = useState('');
  const show = useCallback((answer: People) => {
    setPeople(answer.contributors);
    setPending(answer.invitations);
  }, []);
  const [hidden, setHidden] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<number>(ContributorRole.editor);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    listPeople()
      .then((answer) => live && show(answer))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 403) setHidden(true);
        else setError(describeError(e));
      });
    return () => {
      live = false;
    };
  }, [show]);

  async function invite() {
    setError(undefined);
    try {
      show(await invitePerson(email.trim(), role));
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
                void removeContributor(person.accountId)
                  .then(setPeople)
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
                    void revokeInvitation(invitation.id)
                      .then((answer) => {
                        show(answer);
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
