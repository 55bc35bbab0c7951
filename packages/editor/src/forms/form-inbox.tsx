import { type ReactNode, useId, useState } from 'react';
import { describeError } from '../api/api-error';
import {
  deleteSubmission,
  type FormListing,
  listSubmissions,
  markSubmissionRead,
  SUBMISSIONS_PAGE_SIZE,
  type Submission,
  submissionsCsvUrl,
} from '../api/forms.api';
import { TextField } from '../shared/fields';
import { countLabel, formatWhen } from '../shared/format';
import { EmptyState, ListCount, LoadFailed, Loading, ShowMore } from '../shared/list-states';
import { queryKeys, usePagedList } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';
import { submissionPreview } from './forms-format';
import { focusNth, onListKeyDown } from './list-keys';
import { SubmissionDetail } from './submission-detail';

export interface CountChange {
  submissions?: number;
  unread?: number;
}

interface FormInboxProps {
  form: FormListing;
  /** Keeps the form list's counts in step with what the owner reads and deletes here. */
  onCounts(change: CountChange): void;
  /** Asks for the form list again, with the counts of submissions that arrived meanwhile. */
  onRefresh(): void;
}

const ITEM_SELECTOR = ':scope > li > button';

/** The submissions of one form: search, read one at a time, mark, delete, export. */
export function FormInbox({ form, onCounts, onRefresh }: FormInboxProps) {
  const searchId = useId();
  const listId = `${searchId}-list`;
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const list = usePagedList<Submission>(queryKeys.submissionList(form.formId, q), async (cursor) => {
    const page = await listSubmissions(form.formId, { q, cursor });
    return {
      items: page.submissions,
      total: page.total ?? 0,
      totalCapped: page.totalCapped,
      next: page.next,
    };
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const submissions = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const selected = submissions.find((s) => s.id === selectedId) ?? null;

  async function setRead(submission: Submission, read: boolean, announce: boolean) {
    setBusy(true);
    setActionError(null);
    try {
      const saved = await markSubmissionRead(form.formId, submission.id, read);
      list.update((page) => ({ ...page, items: page.items.map((s) => (s.id === saved.id ? saved : s)) }));
      if (saved.read !== submission.read) onCounts({ unread: saved.read ? -1 : 1 });
      if (announce) setStatus(saved.read ? 'Marked as read.' : 'Marked as unread.');
    } catch (e) {
      // Opening stays possible when marking fails; only an explicit mark reports the failure.
      if (announce) setActionError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  function open(submission: Submission) {
    setSelectedId(submission.id);
    setActionError(null);
    if (!submission.read) void setRead(submission, true, false);
  }

  async function remove(submission: Submission) {
    setBusy(true);
    setActionError(null);
    const index = submissions.indexOf(submission);
    try {
      await deleteSubmission(form.formId, submission.id);
      list.update((page) => ({
        ...page,
        items: page.items.filter((s) => s.id !== submission.id),
        total: Math.max(0, page.total - 1),
      }));
      onCounts({ submissions: -1, unread: submission.read ? 0 : -1 });
      setSelectedId(null);
      setStatus('Submission deleted.');
      // The submission that took its place, else the one before it, else the search field.
      if (submissions.length > 1) focusNth(listId, ITEM_SELECTOR, index);
      else document.getElementById(searchId)?.focus();
    } catch (e) {
      setActionError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  async function showMore() {
    const shown = submissions.length;
    if (await list.showMore()) focusNth(listId, ITEM_SELECTOR, shown);
  }

  let body: ReactNode;
  if (list.error && !list.data) {
    body = <LoadFailed error={list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <Loading>Loading submissions…</Loading>;
  } else if (submissions.length === 0) {
    body = q ? (
      <EmptyState title={`No submissions match “${q}”.`}>
        <p>Try fewer or other words.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No submissions yet">
        <p>When visitors send this form, their answers appear here and are emailed to you.</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul id={listId} className="inbox-list" aria-label="Submissions" onKeyDown={onListKeyDown}>
          {submissions.map((submission) => (
            <li key={submission.id}>
              <button
                type="button"
                className={`block-row__select inbox-item${submission.read ? '' : ' is-unread'}`}
                aria-current={submission.id === selectedId ? 'true' : undefined}
                onClick={() => open(submission)}
              >
                <span className="inbox-item__when">
                  {submission.read ? null : <span className="inbox-item__dot" aria-hidden="true" />}
                  {formatWhen(submission.createdAt)}
                  {submission.read ? null : <span className="visually-hidden"> (unread)</span>}
                </span>
                <span className="inbox-item__preview">{submissionPreview(submission.summary)}</span>
              </button>
            </li>
          ))}
        </ul>
        <ShowMore
          more={Boolean(list.data?.next)}
          remaining={list.data?.totalCapped ? null : total - submissions.length}
          pageSize={SUBMISSIONS_PAGE_SIZE}
          loading={list.loadingMore}
          error={list.moreError}
          onShowMore={() => void showMore()}
        />
      </>
    );
  }

  return (
    <div className="inbox">
      <div className="list-toolbar">
        <TextField
          id={searchId}
          className="list-toolbar__search"
          label="Search submissions"
          type="search"
          placeholder="Name, email, any answer"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            list.reload();
            onRefresh();
          }}
        >
          Refresh
        </button>
        <a className="button button--small" href={submissionsCsvUrl(form.formId)} download>
          Export CSV
        </a>
      </div>
      <ListCount
        label={list.data ? countLabel(total, 'submission', 'submissions', list.data.totalCapped) : null}
        loading={list.loading}
        error={list.error}
      />
      <div className="inbox__panes">
        <div className="inbox__list" aria-busy={list.loading}>
          {body}
        </div>
        <div className="inbox__detail">
          {selected ? (
            <SubmissionDetail
              key={selected.id}
              submission={selected}
              busy={busy}
              error={actionError}
              onToggleRead={() => void setRead(selected, !selected.read, true)}
              onDelete={() => void remove(selected)}
            />
          ) : submissions.length > 0 ? (
            <p className="forms-state muted">Choose a submission to read it.</p>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
