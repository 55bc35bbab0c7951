import type { UploadEntry } from './use-uploads';

/** One progress bar per file; a failure says why in the spec's words and names the file. */
export function UploadList({ entries, onDismiss }: { entries: UploadEntry[]; onDismiss(): void }) {
  if (!entries.length) return null;
  const settled = entries.some((entry) => entry.state !== 'uploading');
  return (
    <div className="upload-list" aria-live="polite">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} className={`upload-list__item upload-list__item--${entry.state}`}>
            <span className="upload-list__name">{entry.fileName}</span>
            {entry.state === 'failed' ? (
              <span className="upload-list__error" role="alert">
                {entry.error}
                {entry.detail ? ` ${entry.detail}` : ''}
              </span>
            ) : (
              <progress max={1} value={entry.progress} aria-label={`Uploading ${entry.fileName}`} />
            )}
            {entry.state === 'done' ? <span className="upload-list__done">Uploaded</span> : null}
          </li>
        ))}
      </ul>
      {settled ? (
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          Clear finished
        </button>
      ) : null}
    </div>
  );
}
