import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { PageSummary } from '../api/api-types';
import { ModalDialog } from '../shared/modal-dialog';
import { EventForm } from './event-form';
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  type EventItem,
  fetchEvents,
  saveEvent,
} from './events.api';

const STATUS_LABELS = { draft: 'Draft', published: 'Published' } as const;

const whenOf = (event: EventItem) =>
  event.allDay
    ? event.start === event.end
      ? event.start
      : `${event.start} – ${event.end}`
    : `${event.start.replace('T', ' ')} (${event.timeZone})`;

/**
 * An Events page's events (Pages panel → Events of an Events page): the list with each event's
 * status and time, a new event, and each event's edit, duplicate and delete.
 */
export function EventsDialog({ page, onClose }: { page: PageSummary; onClose(): void }) {
  const queryClient = useQueryClient();
  const key = ['events', page.id];
  const events = useQuery({ queryKey: key, queryFn: () => fetchEvents(page.id) });
  const [editing, setEditing] = useState<EventItem | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      setStatus(done);
      await refresh();
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <ModalDialog title={`Events of ${page.title}`} onClose={onClose} className="modal--wide">
      {editing ? (
        <EventForm
          event={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (fields) => {
            const saved =
              editing === 'new' ? await createEvent(page.id, fields) : await saveEvent(editing.id, fields);
            setEditing(null);
            setStatus(`${saved.title} saved: ${STATUS_LABELS[saved.status]}.`);
            await refresh();
          }}
        />
      ) : (
        <div className="stack">
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              New event
            </button>
          </div>
          {events.isPending ? <p>Loading events…</p> : null}
          {events.isError ? <p className="form-error">{describeError(events.error)}</p> : null}
          {events.data && events.data.length === 0 ? <p>No events yet.</p> : null}
          {events.data?.length ? (
            <table className="data-table" aria-label="Events">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">When</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.data.map((event) => (
                  <tr key={event.id}>
                    <td>{event.title}</td>
                    <td>{STATUS_LABELS[event.status]}</td>
                    <td>{whenOf(event)}</td>
                    <td>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Edit ${event.title}`}
                          onClick={() => setEditing(event)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Duplicate ${event.title}`}
                          onClick={() =>
                            void act(
                              () => duplicateEvent(event.id),
                              `Copy of ${event.title} created as a draft.`,
                            )
                          }
                        >
                          Duplicate
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Delete ${event.title}`}
                          onClick={() => void act(() => deleteEvent(event.id), `${event.title} deleted.`)}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </ModalDialog>
  );
}
