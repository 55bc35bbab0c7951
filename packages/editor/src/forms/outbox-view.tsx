import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fetchOutboxMessage, listOutbox, type OutboxMessageDetail } from '../api/forms.api';
import { countLabel, formatWhen } from '../shared/format';
import { EmptyState, ListCount, LoadFailed, Loading } from '../shared/list-states';
import { queryKeys, useLoaded } from '../shared/queries';
import { mailKindLabel, OUTBOX_STATUS_LABELS } from './forms-format';

function MessageView({ message }: { message: OutboxMessageDetail }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <>
      <dl className="mail-message__meta">
        <div>
          <dt>To</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {OUTBOX_STATUS_LABELS[message.status] ?? message.status}
            {message.attempts > 0 ? ` after ${countLabel(message.attempts, 'attempt', 'attempts')}` : ''}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatWhen(message.createdAt)}</dd>
        </div>
        {message.sentAt ? (
          <div>
            <dt>Sent</dt>
            <dd>{formatWhen(message.sentAt)}</dd>
          </div>
        ) : null}
        {message.lastError ? (
          <div>
            <dt>Last error</dt>
            <dd className="mail-message__error">{message.lastError}</dd>
          </div>
        ) : null}
      </dl>
      {message.html ? (
        <button
          type="button"
          className="link-button mail-message__toggle"
          aria-pressed={showHtml}
          onClick={() => setShowHtml((on) => !on)}
        >
          Show formatted version
        </button>
      ) : null}
      {showHtml && message.html ? (
        // No scripts, no same-origin access: the message is read, never run.
        <iframe className="mail-message__html" title="Formatted email" sandbox="" srcDoc={message.html} />
      ) : (
        <pre className="mail-message__text">{message.text}</pre>
      )}
    </>
  );
}

/** Emails the site sent or still has to send, with why a send failed; each can be opened and read. */
export function OutboxView() {
  const baseId = useId();
  const subjectId = (id: string) => `${baseId}-subject-${id}`;
  const list = useLoaded(queryKeys.outbox, listOutbox);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useLoaded<OutboxMessageDetail | null>(queryKeys.outboxMessage(openId ?? ''), () =>
    openId ? fetchOutboxMessage(openId) : Promise.resolve(null),
  );
  const detailHeading = useRef<HTMLHeadingElement>(null);

  // The email opens under the list: take the owner (and their focus) there.
  useEffect(() => {
    if (!openId) return;
    detailHeading.current?.focus();
    detailHeading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [openId]);

  function close() {
    const id = openId;
    setOpenId(null);
    if (id) requestAnimationFrame(() => document.getElementById(subjectId(id))?.focus());
  }

  const messages = list.data ?? [];
  const openSummary = messages.find((m) => m.id === openId);
  const unsent = messages.some((m) => m.status === 'outbox');
  let body: ReactNode;
  if (list.error && !list.data) {
    body = <LoadFailed error={list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <Loading>Loading emails…</Loading>;
  } else if (messages.length === 0) {
    body = (
      <EmptyState title="No emails yet">
        <p>Notifications of new form submissions and newsletter confirmations will be listed here.</p>
      </EmptyState>
    );
  } else {
    body = (
      <table className="data-table">
        <caption className="visually-hidden">Outgoing emails, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className={message.id === openId ? 'is-selected' : undefined}>
              <th scope="row" className="data-table__primary">
                <button
                  type="button"
                  id={subjectId(message.id)}
                  className="link-button"
                  aria-current={message.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(message.id)}
                >
                  {message.subject || '(no subject)'}
                </button>
                <div className="muted">{mailKindLabel(message.kind)}</div>
              </th>
              <td>{message.to}</td>
              <td>
                <span className={`badge badge--${message.status}`}>
                  {OUTBOX_STATUS_LABELS[message.status] ?? message.status}
                </span>
                {message.lastError ? <div className="mail-message__error">{message.lastError}</div> : null}
              </td>
              <td>{message.attempts}</td>
              <td>{formatWhen(message.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className="forms-view">
      <div className="forms-view__head">
        <h3>Outbox</h3>
        <button type="button" className="button button--small" onClick={list.reload}>
          Refresh
        </button>
      </div>
      <p className="muted">
        Emails your site sends: notifications of new submissions and newsletter confirmations.
      </p>
      {unsent ? (
        <p className="notice">
          This server has no mail service set up, so emails marked “Not sent” stay here. Open one to read it.
        </p>
      ) : null}
      <ListCount
        label={list.data ? countLabel(messages.length, 'email', 'emails') : null}
        loading={list.loading}
        error={list.error}
      />
      <div className="outbox__panes">
        <div className="forms-view__body" aria-busy={list.loading}>
          {body}
        </div>
        {openId ? (
          <section className="outbox__detail" aria-labelledby={`${baseId}-detail`}>
            <div className="forms-view__head">
              <h4 id={`${baseId}-detail`} ref={detailHeading} tabIndex={-1}>
                {opened.data?.subject ?? openSummary?.subject ?? 'Email'}
              </h4>
              <button type="button" className="button button--small button--quiet" onClick={close}>
                Close email
              </button>
            </div>
            {opened.error ? <LoadFailed error={opened.error} onRetry={opened.reload} /> : null}
            {opened.data && opened.data.id === openId ? (
              <MessageView key={opened.data.id} message={opened.data} />
            ) : opened.error ? null : (
              <Loading>Opening the email…</Loading>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
