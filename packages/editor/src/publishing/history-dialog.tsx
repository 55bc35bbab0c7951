import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import {
  fetchSiteVersion,
  listSiteVersions,
  restoreSiteVersion,
  type SiteVersion,
  type SiteVersionSummary,
} from '../api/publishing.api';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys } from '../shared/queries';

interface HistoryDialogProps {
  onRestored(): void;
  onClose(): void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** The last versions of the site as published, each viewable and restorable. */
export function HistoryDialog({ onRestored, onClose }: HistoryDialogProps) {
  const client = useQueryClient();
  // The list is asked for each time the dialog opens (a publish adds a version) and not kept after.
  const loaded = useQuery({ queryKey: queryKeys.siteVersions, queryFn: listSiteVersions, gcTime: 0 });
  const restoring = useMutation({
    mutationFn: restoreSiteVersion,
    onSuccess: (list: SiteVersionSummary[]) => client.setQueryData(queryKeys.siteVersions, list),
  });
  const versions = loaded.data ?? null;
  const [open, setOpen] = useState<SiteVersion | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (loaded.error ? describeError(loaded.error) : null);
  const [busy, setBusy] = useState(false);

  async function view(number: number) {
    setError(null);
    try {
      // A published version never changes: once loaded it is shown again without asking.
      setOpen(
        open?.number === number
          ? null
          : await client.fetchQuery({
              queryKey: queryKeys.siteVersion(number),
              queryFn: () => fetchSiteVersion(number),
              staleTime: Number.POSITIVE_INFINITY,
            }),
      );
    } catch (e) {
      setError(describeError(e));
    }
  }

  async function restore(number: number) {
    setBusy(true);
    setError(null);
    try {
      await restoring.mutateAsync(number);
      setConfirming(null);
      setOpen(null);
      onRestored();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog title="Publish history" onClose={onClose} className="modal--wide history-dialog">
      <p>The last 20 published versions of the site. Restoring one publishes it again as a new version.</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {!versions && !error ? <p>Loading…</p> : null}
      <ol className="history" reversed>
        {(versions ?? []).map((version, index) => (
          <li key={version.number} className="history__item" data-testid={`site-version-${version.number}`}>
            <div className="history__row">
              <span className="history__title">
                Version {version.number}
                {index === 0 ? <span className="badge">Live</span> : null}
              </span>
              <span className="history__meta">
                {when(version.publishedAt)} · {version.note} · {version.pages}{' '}
                {version.pages === 1 ? 'page' : 'pages'}
              </span>
              <span className="history__actions">
                <button
                  type="button"
                  className="button button--quiet"
                  aria-expanded={open?.number === version.number}
                  onClick={() => void view(version.number)}
                >
                  View
                </button>
                {index > 0 ? (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => setConfirming(version.number)}
                  >
                    Restore
                  </button>
                ) : null}
              </span>
            </div>
            {confirming === version.number ? (
              <div className="confirm-strip" role="alert">
                <span>
                  Make version {version.number} live again? Drafts of its pages are replaced; pages it did not
                  have go offline and stay as drafts.
                </span>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busy}
                  onClick={() => void restore(version.number)}
                >
                  Restore version {version.number}
                </button>
                <button type="button" className="button button--quiet" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            ) : null}
            {open?.number === version.number ? (
              <ul className="history__pages">
                {open.pages.map((page) => (
                  <li key={page.id}>
                    <a href={`${page.path}?version=${version.number}`} target="_blank" rel="noopener">
                      {page.title}
                    </a>{' '}
                    <span className="review__path">{page.path}</span>
                    {page.navigation === 'main' ? null : <span className="badge">Not in the menu</span>}
                    {page.locked ? <span className="badge">Locked</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </ModalDialog>
  );
}
