import { useId, useState } from 'react';
import type { Submission, SubmissionField } from '../api/forms.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError } from '../shared/fields';
import { formatWhen } from '../shared/format';
import { isSingleValue } from './forms-format';

interface SubmissionDetailProps {
  submission: Submission;
  busy: boolean;
  error: string | null;
  onToggleRead(): void;
  onDelete(): void;
}

function Answer({ field }: { field: SubmissionField }) {
  const title = field.title.trim() || field.fieldId;
  if (isSingleValue(field)) {
    const value = field.parts[0]!.value;
    return (
      <div className="submission-field">
        <dt>{title}</dt>
        <dd>{value.trim() ? value : <span className="muted">Not answered</span>}</dd>
      </div>
    );
  }
  return (
    <div className="submission-field">
      <dt>{title}</dt>
      <dd>
        <dl className="submission-parts">
          {field.parts.map((part, index) => (
            // Parts have no ids; their order is fixed by the field type (or the likert statements).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="submission-parts__row">
              <dt>{part.label}</dt>
              <dd>{part.value.trim() ? part.value : <span className="muted">—</span>}</dd>
            </div>
          ))}
        </dl>
      </dd>
    </div>
  );
}

/** One submission in full: every answer under its field's title, compound answers by part. */
export function SubmissionDetail(props: SubmissionDetailProps) {
  const { submission, busy } = props;
  const headingId = useId();
  const deleteId = useId();
  const [confirming, setConfirming] = useState(false);

  return (
    <article className="submission" aria-labelledby={headingId}>
      <header className="forms-view__head">
        <div>
          <h3 id={headingId}>Submitted {formatWhen(submission.createdAt)}</h3>
          {submission.pagePath ? (
            <p className="muted">
              From{' '}
              {submission.pageTitle
                ? `${submission.pageTitle} (${submission.pagePath})`
                : submission.pagePath}
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <button type="button" className="button button--small" disabled={busy} onClick={props.onToggleRead}>
            {submission.read ? 'Mark as unread' : 'Mark as read'}
          </button>
          <button
            type="button"
            id={deleteId}
            className="button button--small button--danger-quiet"
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        </div>
      </header>
      {confirming ? (
        <ConfirmStrip
          message="Delete this submission? It cannot be restored."
          confirmLabel="Delete submission"
          busy={busy}
          onConfirm={props.onDelete}
          onCancel={() => setConfirming(false)}
          returnFocusTo={deleteId}
        />
      ) : null}
      <FormError message={props.error} />
      {submission.summary.length === 0 ? (
        <p className="muted">This submission has no answers.</p>
      ) : (
        <dl className="submission__answers">
          {submission.summary.map((field) => (
            <Answer key={field.fieldId} field={field} />
          ))}
        </dl>
      )}
    </article>
  );
}
