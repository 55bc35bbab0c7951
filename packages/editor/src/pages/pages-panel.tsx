import type { PageDocument } from '@atelier/domain';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { Navigation, PageSummary } from '../api/api-types';
import { reorderPages, updatePage } from '../api/config.api';
import { EventsDialog } from '../events/events-dialog';
import { PostsDialog } from '../posts/posts-dialog';
import { AddPageForm } from './add-page-form';
import { applyOrder, NAVIGATIONS, type PageOrder, pagesIn, placeOrder, stepOrder } from './page-order';
import { moveButtonId, PageRow } from './page-row';
import { PageSettingsDialog } from './page-settings-dialog';

interface PagesPanelProps {
  pages: PageSummary[];
  currentPageId: string | null;
  onOpen(page: PageSummary): void;
  /** Replaces the list at once (optimistic), before the server confirms. */
  onPagesChange(pages: PageSummary[]): void;
  /** Reloads the list from the server. */
  refresh(): Promise<void>;
  onPageSaved(before: PageSummary, after: PageSummary): void;
  onPageDeleted(page: PageSummary, document: PageDocument | null): void;
  /** Opens the menu editor: order, nesting and links of the main navigation. */
  onMenu(): void;
  /** Looking only: no adding, moving or page settings. */
  readOnly: boolean;
}

export function PagesPanel(props: PagesPanelProps) {
  const { pages } = props;
  const [adding, setAdding] = useState(false);
  const [settingsFor, setSettingsFor] = useState<PageSummary | null>(null);
  const [postsOf, setPostsOf] = useState<PageSummary | null>(null);
  const [eventsOf, setEventsOf] = useState<PageSummary | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function applyAndSave(order: PageOrder, page: PageSummary, announce: string) {
    setError(null);
    props.onPagesChange(applyOrder(pages, order));
    try {
      if (order.navigation !== page.navigation) await updatePage(page.id, { navigation: order.navigation });
      await reorderPages(order.navigation, order.ids);
      setStatus(announce);
    } catch (e) {
      setError(describeError(e));
    }
    await props.refresh().catch(() => {});
  }

  async function move(page: PageSummary, direction: -1 | 1) {
    const order = stepOrder(pages, page.id, direction);
    if (!order) return;
    const focus = () => {
      // Focus stays on the button that was pressed, or its pair once the page reached an end.
      const wanted = document.getElementById(moveButtonId(page.id, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(moveButtonId(page.id, direction === -1 ? 1 : -1));
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    };
    const done = applyAndSave(order, page, `${page.title} moved ${direction === -1 ? 'up' : 'down'}.`);
    requestAnimationFrame(focus);
    await done;
  }

  async function drop(navigation: Navigation, beforeId: string | null) {
    const page = pages.find((p) => p.id === dragged);
    setDragged(null);
    if (!page || page.id === beforeId) return;
    const group = NAVIGATIONS.find((g) => g.navigation === navigation)?.label ?? navigation;
    await applyAndSave(
      placeOrder(pages, page.id, navigation, beforeId),
      page,
      `${page.title} moved to ${group}.`,
    );
  }

  const groups = NAVIGATIONS.filter(
    (g) => g.navigation !== '_memberareas' || pagesIn(pages, g.navigation).length > 0,
  );

  return (
    <nav className="panel pages-panel" aria-labelledby="pages-title">
      <div className="panel__header">
        <h2 id="pages-title" className="panel__title">
          Pages
        </h2>
        {props.readOnly ? null : (
          <div className="button-row">
            <button
              type="button"
              className="button button--small button--quiet"
              aria-haspopup="dialog"
              onClick={props.onMenu}
            >
              Menu
            </button>
            <button
              type="button"
              className="button button--small"
              aria-expanded={adding}
              onClick={() => setAdding((on) => !on)}
            >
              Add page
            </button>
          </div>
        )}
      </div>
      {adding ? (
        <AddPageForm
          onCancel={() => setAdding(false)}
          onLinkAdded={(title) => {
            setAdding(false);
            setStatus(`${title} added to the menu.`);
            void props.refresh().catch(() => {});
          }}
          onCreated={(page) => {
            setAdding(false);
            setStatus(`${page.title} created.`);
            props.onPagesChange([...pages, page]);
            void props.refresh().catch(() => {});
            props.onOpen(page);
          }}
        />
      ) : null}
      <div className="panel__body" data-testid="pages-list">
        {groups.map((group) => {
          const inGroup = pagesIn(pages, group.navigation);
          const headingId = `pages-group-${group.navigation}`;
          return (
            <section key={group.navigation} className="page-group" aria-labelledby={headingId}>
              <h3 id={headingId} className="page-group__title">
                {group.label}
              </h3>
              <ul
                className={`page-list${dragged ? ' is-drop-target' : ''}`}
                aria-labelledby={headingId}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  void drop(group.navigation, null);
                }}
              >
                {inGroup.length === 0 ? <li className="page-list__empty">No pages here.</li> : null}
                {inGroup.map((page, index) => (
                  <PageRow
                    key={page.id}
                    page={page}
                    current={page.id === props.currentPageId}
                    readOnly={props.readOnly}
                    canMoveUp={index > 0}
                    canMoveDown={index < inGroup.length - 1}
                    dragging={dragged === page.id}
                    onOpen={() => props.onOpen(page)}
                    onMove={(direction) => void move(page, direction)}
                    onSettings={() => setSettingsFor(page)}
                    onPosts={() => setPostsOf(page)}
                    onEvents={() => setEventsOf(page)}
                    onDuplicated={(copy) => {
                      setStatus(`${copy.title} created. It is not in the menu yet.`);
                      props.onPagesChange([...pages, copy]);
                      props.onOpen(copy);
                      void props.refresh().catch(() => {});
                    }}
                    onError={setError}
                    onDragStart={() => setDragged(page.id)}
                    onDragEnd={() => setDragged(null)}
                    onDropBefore={() => void drop(group.navigation, page.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {error ? (
        <p className="form-error panel__message" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {postsOf ? <PostsDialog blog={postsOf} onClose={() => setPostsOf(null)} /> : null}
      {eventsOf ? <EventsDialog page={eventsOf} onClose={() => setEventsOf(null)} /> : null}
      {settingsFor ? (
        <PageSettingsDialog
          page={settingsFor}
          onClose={() => setSettingsFor(null)}
          onSaved={(page) => {
            const before = settingsFor;
            setSettingsFor(null);
            setStatus(`${page.title} saved.`);
            props.onPageSaved(before, page);
          }}
          onDeleted={(page, document) => {
            setSettingsFor(null);
            setStatus(`${page.title} deleted.`);
            props.onPageDeleted(page, document);
          }}
        />
      ) : null}
    </nav>
  );
}
