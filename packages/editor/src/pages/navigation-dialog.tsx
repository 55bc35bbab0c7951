import { linkProblem } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import {
  addMenuLink,
  fetchMenu,
  type MenuItem,
  removeMenuLink,
  saveMenuOrder,
  updateMenuLink,
  updatePage,
} from '../api/config.api';
import { MenuTranslations } from '../languages/menu-translations';
import { CheckboxField, FormError, TextField } from '../shared/fields';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys } from '../shared/queries';
import { indentMenuItem, menuOrder, outdentMenuItem, stepMenuItem } from './menu-order';

interface NavigationDialogProps {
  onClose(): void;
  /** The menu changed: the frame and the pages list show it again. */
  onChanged(): void;
}

const actionId = (id: string, action: string) => `menu-${id}-${action}`;

/**
 * The main navigation as visitors get it: order, one level of nesting (shown as a dropdown),
 * links to other addresses, and hiding a page from the menu (it moves to Not linked).
 */
export function NavigationDialog({ onClose, onChanged }: NavigationDialogProps) {
  const client = useQueryClient();
  // Asked for each time the dialog opens and not kept after; a change puts the server's menu in its place.
  const loaded = useQuery({ queryKey: queryKeys.menu, queryFn: fetchMenu, select: menuOrder, gcTime: 0 });
  const items = loaded.data ?? null;
  const setItems = (list: MenuItem[]) => client.setQueryData(queryKeys.menu, list);
  const change = useMutation({
    mutationFn: (send: () => Promise<MenuItem[]>) => send(),
    onSuccess: setItems,
  });
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (loaded.error ? describeError(loaded.error) : null);
  const [status, setStatus] = useState('');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [newWindow, setNewWindow] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run(send: () => Promise<MenuItem[]>, announce: string, focus?: string) {
    setError(null);
    try {
      await change.mutateAsync(send);
      setStatus(announce);
      onChanged();
      if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
    } catch (e) {
      setError(describeError(e));
    }
  }

  const reorder = (next: MenuItem[] | null, announce: string, focus: string) => {
    if (!next) return;
    setItems(next);
    void run(() => saveMenuOrder(next.map((i) => ({ id: i.id, parentId: i.parentId }))), announce, focus);
  };

  async function addLink(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!title.trim()) errors.title = 'Enter the words shown in the menu.';
    const problem = linkProblem(url);
    if (problem) errors.url = problem;
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    try {
      await change.mutateAsync(() => addMenuLink({ title: title.trim(), url: url.trim(), newWindow }));
      setStatus(`${title.trim()} added to the menu.`);
      setTitle('');
      setUrl('');
      setNewWindow(false);
      onChanged();
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
    }
  }

  return (
    <ModalDialog title="Menu" onClose={onClose}>
      <p className="field__hint">
        The main navigation of your site. Items under another show in a dropdown; hidden pages stay published
        but leave the menu.
      </p>
      {items === null && !error ? <p>Loading the menu…</p> : null}
      <ol className="menu-editor" aria-label="Menu items">
        {(items ?? []).map((item, index) => {
          const nested = item.parentId !== null;
          const previousTop = items!.slice(0, index).some((i) => i.parentId === null);
          const holds = items!.some((i) => i.parentId === item.id);
          return (
            <li key={item.id} className={`menu-editor__item${nested ? ' is-nested' : ''}`}>
              <span className="menu-editor__title">
                {item.title}
                <span className="review__path"> {item.href}</span>
                {item.kind === 'link' ? <span className="badge">Link</span> : null}
                {!item.published ? <span className="badge">Draft</span> : null}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  id={actionId(item.id, 'up')}
                  className="icon-button"
                  aria-label={`Move ${item.title} up`}
                  onClick={() =>
                    reorder(
                      stepMenuItem(items!, item.id, -1),
                      `${item.title} moved up.`,
                      actionId(item.id, 'up'),
                    )
                  }
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  id={actionId(item.id, 'down')}
                  className="icon-button"
                  aria-label={`Move ${item.title} down`}
                  onClick={() =>
                    reorder(
                      stepMenuItem(items!, item.id, 1),
                      `${item.title} moved down.`,
                      actionId(item.id, 'down'),
                    )
                  }
                >
                  <span aria-hidden="true">↓</span>
                </button>
                {nested ? (
                  <button
                    type="button"
                    id={actionId(item.id, 'level')}
                    className="button button--small button--quiet"
                    aria-label={`Move ${item.title} out of its dropdown`}
                    onClick={() =>
                      reorder(
                        outdentMenuItem(items!, item.id),
                        `${item.title} is now a top-level item.`,
                        actionId(item.id, 'level'),
                      )
                    }
                  >
                    Out
                  </button>
                ) : (
                  <button
                    type="button"
                    id={actionId(item.id, 'level')}
                    className="button button--small button--quiet"
                    aria-label={`Put ${item.title} under the item above`}
                    disabled={!previousTop || holds || index === 0}
                    onClick={() =>
                      reorder(
                        indentMenuItem(items!, item.id),
                        `${item.title} is now under the item above.`,
                        actionId(item.id, 'level'),
                      )
                    }
                  >
                    In
                  </button>
                )}
                {item.kind === 'page' ? (
                  <button
                    type="button"
                    className="button button--small button--quiet"
                    aria-label={`Hide ${item.title} from the menu`}
                    onClick={() =>
                      void run(async () => {
                        await updatePage(item.id, { navigation: '_hidden' });
                        return fetchMenu();
                      }, `${item.title} is hidden from the menu.`)
                    }
                  >
                    Hide
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--small button--danger-quiet"
                    aria-label={`Remove the link ${item.title}`}
                    onClick={() => void run(() => removeMenuLink(item.id), `${item.title} removed.`)}
                  >
                    Remove
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {items ? (
        <MenuTranslations
          items={items}
          onSaveLink={async (item, translations) => {
            await change.mutateAsync(() => updateMenuLink(item.id, { translations }));
            onChanged();
          }}
          onFilled={() => {
            void loaded.refetch();
            onChanged();
          }}
        />
      ) : null}
      <form
        className="stack stack--tight menu-editor__add"
        aria-label="Add a link to the menu"
        onSubmit={addLink}
      >
        <h3 className="field__label">Add a link</h3>
        <TextField
          label="Link text"
          value={title}
          error={fieldErrors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label="Link address"
          value={url}
          hint="A full address such as https://example.com, or a path on this site."
          error={fieldErrors.url}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(e) => setUrl(e.target.value)}
        />
        <CheckboxField
          label="Open in a new tab"
          checked={newWindow}
          onChange={(e) => setNewWindow(e.target.checked)}
        />
        <div className="button-row button-row--end">
          <button type="submit" className="button">
            Add link
          </button>
        </div>
      </form>
      <FormError message={error} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="button-row button-row--end">
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
