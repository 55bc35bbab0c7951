import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import {
  addDomain,
  type DomainDetails,
  listDomains,
  removeDomain,
  setPrimaryDomain,
  verifyDomain,
} from '../api/config.api';
import { TextField } from '../shared/fields';
import { queryKeys, useLoaded } from '../shared/queries';

/** How to prove one pending domain: a TXT record, or a file on the owner's own web server. */
function Instructions({ domain }: { domain: DomainDetails }) {
  return (
    <div className="domain-proof">
      <p>Prove the domain is yours with either of these, then press Verify:</p>
      <ul>
        <li>
          a DNS TXT record named <code>{domain.txtName}</code> with the value <code>{domain.txtValue}</code>
        </li>
        <li>
          or a file at <code>{domain.httpUrl}</code> containing <code>{domain.txtValue}</code>
        </li>
      </ul>
      <p>Then point the domain's DNS at this server. It serves the site once verified.</p>
    </div>
  );
}

/**
 * The site's own domains, connected, verified and removed at once (not with the dialog's Save). A
 * domain serves the site only once its owner proved it is theirs; the primary one is where every
 * other address of the site sends its visitors.
 */
export function DomainsSection() {
  const client = useQueryClient();
  const loaded = useLoaded(queryKeys.domains, listDomains);
  // Every change answers with the site's domains as they now are: that answer replaces the cached list.
  const change = useMutation({
    mutationFn: (request: () => Promise<DomainDetails[]>) => request(),
    onSuccess: (list) => client.setQueryData(queryKeys.domains, list),
  });
  const domains = loaded.data;
  const [typed, setTyped] = useState('');
  const [actionError, setError] = useState<string | undefined>();
  const [rowError, setRowError] = useState<{ hostname: string; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // A list that could not be loaded says why under the field until an action of the owner's replaces it.
  const error = actionError ?? (domains === null ? (loaded.error ?? undefined) : undefined);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    setRowError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    run(async () => {
      if (!typed.trim()) {
        setError('Enter a domain name such as www.example.com.');
        return;
      }
      try {
        let hostname = '';
        await change.mutateAsync(async () => {
          const answer = await addDomain(typed);
          hostname = answer.hostname;
          return answer.details;
        });
        setTyped('');
        setStatus(`${hostname} added. Verify it to serve the site there.`);
      } catch (e) {
        // The typed name stays, so the owner can correct it.
        setError(e instanceof ApiError ? (e.fieldErrors.hostname ?? describeError(e)) : describeError(e));
      }
    });

  const act = (hostname: string, action: () => Promise<DomainDetails[]>, done: string) =>
    run(async () => {
      try {
        await change.mutateAsync(action);
        setStatus(done);
      } catch (e) {
        const message =
          e instanceof ApiError ? (e.fieldErrors.hostname ?? describeError(e)) : describeError(e);
        setRowError({ hostname, message });
      }
    });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter connects the domain instead of submitting the settings form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  }

  return (
    <fieldset className="fieldset" aria-busy={busy}>
      <legend className="field__label">Domains</legend>
      {domains && domains.length > 0 ? (
        <ul className="domain-list">
          {domains.map((domain) => (
            <li key={domain.hostname} className="domain-list__item">
              <div className="domain-list__head">
                <span>{domain.hostname}</span>
                <span className={`domain-status domain-status--${domain.verified ? 'verified' : 'pending'}`}>
                  {domain.primary ? 'Primary · ' : ''}
                  {domain.verified ? 'Verified' : 'Not verified'}
                </span>
                <span className="domain-list__actions">
                  {domain.verified ? (
                    <button
                      type="button"
                      className="link-button"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          domain.hostname,
                          () => setPrimaryDomain(domain.primary ? null : domain.hostname),
                          domain.primary
                            ? `${domain.hostname} is no longer the primary domain.`
                            : `${domain.hostname} is now the primary domain.`,
                        )
                      }
                    >
                      {domain.primary ? 'Stop using as primary' : 'Make primary'}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          domain.hostname,
                          () => verifyDomain(domain.hostname),
                          `${domain.hostname} verified.`,
                        )
                      }
                    >
                      Verify
                    </button>
                  )}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Remove ${domain.hostname}`}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        domain.hostname,
                        () => removeDomain(domain.hostname),
                        `${domain.hostname} removed.`,
                      )
                    }
                  >
                    Remove
                  </button>
                </span>
              </div>
              {domain.verified ? null : <Instructions domain={domain} />}
              {rowError?.hostname === domain.hostname ? (
                <p className="field__error" role="alert">
                  {rowError.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="domain-add">
        <TextField
          label="Add a domain"
          hint="Add a domain you own; you will be shown how to prove it is yours."
          placeholder="www.example.com"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--small" disabled={busy} onClick={() => void add()}>
          Add domain
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
