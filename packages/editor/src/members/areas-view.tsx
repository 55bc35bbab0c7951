import { type ReactNode, useId, useState } from 'react';
import { describeError } from '../api/api-error';
import { deleteMemberArea, type MemberArea } from '../api/members.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError } from '../shared/fields';
import { EmptyState, LoadFailed, Loading } from '../shared/list-states';
import type { Loaded } from '../shared/queries';
import { AreaForm } from './area-form';
import { joinRuleLabel } from './member-words';

/** The site's member areas, in the owner's order: add, change, remove. */
export function AreasView({ areas }: { areas: Loaded<MemberArea[]> }) {
  const baseId = useId();
  const addId = `${baseId}-add`;
  const editId = (area: MemberArea) => `${baseId}-edit-${area.id}`;
  const removeId = (area: MemberArea) => `${baseId}-remove-${area.id}`;
  const [editing, setEditing] = useState<MemberArea | 'new' | null>(null);
  const [removing, setRemoving] = useState<MemberArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const list = areas.data ?? [];
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  function saved(area: MemberArea) {
    const isNew = editing === 'new';
    areas.update((all) => (isNew ? [...all, area] : all.map((a) => (a.id === area.id ? area : a))));
    setEditing(null);
    setStatus(isNew ? `${area.name} added.` : `${area.name} saved.`);
    focusLater(isNew ? addId : editId(area));
  }

  async function remove(area: MemberArea) {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      await deleteMemberArea(area.id);
      areas.update((all) => all.filter((a) => a.id !== area.id));
      setStatus(`${area.name} removed.`);
      focusLater(addId);
    } catch (e) {
      // Most often pages are still in the area: the server says so, and the area stays.
      setError(describeError(e));
      focusLater(removeId(area));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  let body: ReactNode;
  if (areas.error && !areas.data) body = <LoadFailed error={areas.error} onRetry={areas.reload} />;
  else if (!areas.data) body = <Loading>Loading member areas…</Loading>;
  else if (list.length === 0 && editing !== 'new') {
    body = (
      <EmptyState title="No member areas yet">
        <p>Add an area for pages only its members may open, such as a members’ newsletter or a course.</p>
      </EmptyState>
    );
  } else if (list.length > 0) {
    body = (
      <table className="data-table">
        <caption className="visually-hidden">Member areas</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Who can join</th>
            <th scope="col">Welcome text</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((area) => (
            <tr key={area.id} className={removing?.id === area.id ? 'is-selected' : undefined}>
              <th scope="row" className="data-table__primary">
                {area.name}
              </th>
              <td>{joinRuleLabel(area.joinRule)}</td>
              <td className="members-area-text">{area.welcomeText || <span className="muted">None</span>}</td>
              <td className="data-table__actions">
                <div className="button-row">
                  <button
                    type="button"
                    id={editId(area)}
                    className="link-button"
                    aria-label={`Change ${area.name}`}
                    onClick={() => setEditing(area)}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    id={removeId(area)}
                    className="link-button"
                    aria-label={`Remove ${area.name}`}
                    onClick={() => {
                      setError(null);
                      setRemoving(area);
                    }}
                  >
                    Remove
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className="forms-view">
      <div className="forms-view__head">
        <div>
          <h3>Member areas</h3>
          <p className="muted">Pages in a member area open only for its members.</p>
        </div>
        {/* While the new area's form is open, its own Add area button is the one to press. */}
        {editing === 'new' ? null : (
          <button type="button" id={addId} className="button button--small" onClick={() => setEditing('new')}>
            Add area
          </button>
        )}
      </div>
      {editing ? (
        <AreaForm
          key={editing === 'new' ? 'new' : editing.id}
          area={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => {
            setEditing(null);
            focusLater(editing === 'new' ? addId : editId(editing));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmStrip
          key={removing.id}
          message={`Remove the area ${removing.name}? Its members lose their access to it.`}
          confirmLabel="Remove area"
          busy={busy}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
          returnFocusTo={removeId(removing)}
        />
      ) : null}
      <FormError message={error} />
      <div className="forms-view__body">{body}</div>
      <p className="muted" role="status">
        {status}
      </p>
    </div>
  );
}
