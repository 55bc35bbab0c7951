import { type ReactNode, useId, useState } from 'react';
import { describeError } from '../api/api-error';
import {
  listSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  type Subscriber,
  type SubscriberStatus,
  subscribersCsvUrl,
  unsubscribeSubscriber,
} from '../api/forms.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError, SelectField, TextField } from '../shared/fields';
import { countLabel, formatWhen } from '../shared/format';
import { EmptyState, ListCount, LoadFailed, Loading, ShowMore } from '../shared/list-states';
import { queryKeys, usePagedList } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';
import { SUBSCRIBER_STATUS_LABELS, subscriberStatusDate } from './forms-format';
import { focusNth } from './list-keys';

interface SubscribersViewProps {
  /** Form id -> the name of its form, to say where each address signed up. */
  formNames: ReadonlyMap<string, string>;
}

const ROW_SELECTOR = 'tbody th';

/** The newsletter's list: who signed up, where, and whether they confirmed; unsubscribing someone. */
/** Where an address signed up: a newsletter block's form, or a member's account page (server's `account-page`). */
const sourceName = (formNames: ReadonlyMap<string, string>, formId: string): string =>
  formId === 'account-page' ? 'Account page' : (formNames.get(formId) ?? 'A removed form');

export function SubscribersView({ formNames }: SubscribersViewProps) {
  const baseId = useId();
  const tableId = `${baseId}-table`;
  const unsubscribeId = (subscriber: Subscriber) => `${baseId}-unsubscribe-${subscriber.id}`;
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const q = useDebounced(typed.trim());
  const list = usePagedList<Subscriber>(queryKeys.subscriberList(q, status), async (cursor) => {
    const page = await listSubscribers({ q, status, cursor });
    return {
      items: page.subscribers,
      total: page.total ?? 0,
      totalCapped: page.totalCapped,
      next: page.next,
    };
  });
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const subscribers = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  async function unsubscribe(subscriber: Subscriber) {
    setBusy(true);
    setActionError(null);
    try {
      const saved = await unsubscribeSubscriber(subscriber.id);
      list.update((page) => ({ ...page, items: page.items.map((s) => (s.id === saved.id ? saved : s)) }));
      setConfirming(null);
      setAnnouncement(`${subscriber.email} unsubscribed.`);
      // The row stays, now without its button: focus goes to its address.
      focusNth(tableId, ROW_SELECTOR, subscribers.indexOf(subscriber));
    } catch (e) {
      setActionError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  async function showMore() {
    const shown = subscribers.length;
    if (await list.showMore()) focusNth(tableId, ROW_SELECTOR, shown);
  }

  const filtered = q !== '' || status !== '';
  let body: ReactNode;
  if (list.error && !list.data) {
    body = <LoadFailed error={list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <Loading>Loading subscribers…</Loading>;
  } else if (subscribers.length === 0) {
    body = filtered ? (
      <EmptyState title="No subscribers match these filters." />
    ) : (
      <EmptyState title="No subscribers yet">
        <p>
          Add a Newsletter block to a page and publish it. Everyone who signs up gets an email to confirm
          their address, and appears here.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <table id={tableId} className="data-table">
          <caption className="visually-hidden">Newsletter subscribers</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Signed up</th>
              <th scope="col">Form</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr
                key={subscriber.id}
                className={confirming?.id === subscriber.id ? 'is-selected' : undefined}
              >
                <th scope="row" className="data-table__primary" tabIndex={-1}>
                  {subscriber.email}
                </th>
                <td>
                  <span className={`badge badge--${subscriber.status}`}>
                    {SUBSCRIBER_STATUS_LABELS[subscriber.status] ?? subscriber.status}
                  </span>
                  {subscriberStatusDate(subscriber) ? (
                    <div className="muted">{subscriberStatusDate(subscriber)}</div>
                  ) : null}
                </td>
                <td>{formatWhen(subscriber.createdAt)}</td>
                <td>{sourceName(formNames, subscriber.formId)}</td>
                <td className="data-table__actions">
                  {subscriber.status === 'unsubscribed' ? null : (
                    <button
                      type="button"
                      id={unsubscribeId(subscriber)}
                      className="link-button"
                      aria-label={`Unsubscribe ${subscriber.email}`}
                      onClick={() => setConfirming(subscriber)}
                    >
                      Unsubscribe
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ShowMore
          more={Boolean(list.data?.next)}
          remaining={list.data?.totalCapped ? null : total - subscribers.length}
          pageSize={SUBSCRIBERS_PAGE_SIZE}
          loading={list.loadingMore}
          error={list.moreError}
          onShowMore={() => void showMore()}
        />
      </>
    );
  }

  return (
    <div className="forms-view">
      <div className="forms-view__head">
        <h3>Subscribers</h3>
        <a className="button button--small" href={subscribersCsvUrl} download>
          Export CSV
        </a>
      </div>
      <div className="list-toolbar">
        <TextField
          className="list-toolbar__search"
          label="Search subscribers"
          type="search"
          placeholder="Email address"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as SubscriberStatus | '')}
        >
          <option value="">All</option>
          {(Object.keys(SUBSCRIBER_STATUS_LABELS) as SubscriberStatus[]).map((value) => (
            <option key={value} value={value}>
              {SUBSCRIBER_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <ListCount
        label={list.data ? countLabel(total, 'subscriber', 'subscribers', list.data.totalCapped) : null}
        loading={list.loading}
        error={list.error}
      />
      {confirming ? (
        <ConfirmStrip
          key={confirming.id}
          message={`Unsubscribe ${confirming.email}? They get no more newsletters unless they sign up again.`}
          confirmLabel="Unsubscribe"
          busy={busy}
          onConfirm={() => void unsubscribe(confirming)}
          onCancel={() => setConfirming(null)}
          returnFocusTo={unsubscribeId(confirming)}
        />
      ) : null}
      <FormError message={actionError} />
      <div className="forms-view__body" aria-busy={list.loading}>
        {body}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
