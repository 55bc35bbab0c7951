import { type KeyboardEvent, useEffect, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { addDomain, listDomains, removeDomain } from '../api/config.api';
import { TextField } from '../shared/fields';

/**
 * The site's own domains, connected and removed at once (not with the dialog's Save): a domain
 * is live as soon as its DNS points here, so there is nothing to hold back.
 */
export function DomainsSection() {
  const [domains, setDomains] = useState<string[] | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listDomains()
      .then((list) => live && setDomains(list))
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, []);

  async function add() {
    if (!typed.trim()) {
      setError('Enter a domain name such as www.example.com.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await addDomain(typed);
      setDomains(answer.domains);
      setTyped('');
      setStatus(`${answer.hostname} connected.`);
    } catch (e) {
      // The typed name stays, so the owner can correct it.
      setError(e instanceof ApiError ? (e.fieldErrors.hostname ?? describeError(e)) : describeError(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(hostname: string) {
    setBusy(true);
    setError(undefined);
    try {
      setDomains(await removeDomain(hostname));
      setStatus(`${hostname} removed.`);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

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
          {domains.map((hostname) => (
            <li key={hostname} className="domain-list__item">
              <span>{hostname}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${hostname}`}
                disabled={busy}
                onClick={() => void remove(hostname)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="domain-add">
        <TextField
          label="Add a domain"
          hint="Point the domain's DNS at this server, then add it here."
          placeholder="www.example.com"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--small" disabled={busy} onClick={() => void add()}>
          Connect domain
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </fieldset>
  );
}
