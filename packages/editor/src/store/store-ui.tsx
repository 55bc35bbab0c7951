import type { ReactNode } from 'react';
import { EmptyState, LoadFailed, Loading } from '../shared/list-states';
import type { Loaded } from '../shared/queries';
import { useStore } from './store-context';

/** The first load of a list: its progress, its failure with a retry, or that it is empty. */
export function LoadStates<T>(props: {
  loaded: Loaded<T>;
  loading: string;
  empty: boolean;
  emptyTitle: string;
  children?: ReactNode;
}) {
  const { loaded } = props;
  if (loaded.error && !loaded.data) return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading>{props.loading}</Loading>;
  if (props.empty) return <EmptyState title={props.emptyTitle}>{props.children}</EmptyState>;
  return null;
}

/** A small action in a table row, named for screen readers with what it acts on. */
export function RowButton(props: { label: string; name: string; onClick(): void; id?: string }) {
  return (
    <button
      id={props.id}
      type="button"
      className="button button--small button--quiet"
      aria-label={`${props.label} ${props.name}`}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** The header cell over a column of row actions. */
export const ActionsHeader = () => (
  <th>
    <span className="visually-hidden">Actions</span>
  </th>
);

/** Why a form was not saved: one line per problem, announced when it appears. */
export function ErrorList({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="form-error" role="alert">
      <p>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The save button that stays in view at the bottom of a long form, and the word Saved after it. */
export function SaveBar({ label, busy, saved }: { label: string; busy: boolean; saved: boolean }) {
  return (
    <div className="store-actions store-actions--sticky">
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      {saved ? <span role="status">Saved</span> : null}
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen; `head` is the header row's cells. */
export function StoreTable(props: { className?: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="store-table-scroll">
      <table className={props.className ? `data-table ${props.className}` : 'data-table'}>
        <thead>
          <tr>{props.head}</tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: its actions, for roles that may change things. */
export function RowActions(props: {
  name: string;
  actions: { label: string; onClick(): void; id?: string }[];
}) {
  const { canEdit } = useStore();
  return (
    <td className="store-row-actions">
      {canEdit
        ? props.actions.map((action) => (
            <RowButton
              key={action.label}
              id={action.id}
              label={action.label}
              name={props.name}
              onClick={action.onClick}
            />
          ))
        : null}
    </td>
  );
}
