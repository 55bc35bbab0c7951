import type { PageDocument } from '@atelier/domain';
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from 'react';
import { describeError } from '../api/api-error';
import type { PageSummary } from '../api/api-types';
import { createPage, deletePage, fetchDraft, saveDraft, updatePage } from '../api/config.api';
import type { DraftSaver } from '../document/draft-saver';
import { useUndo } from '../history/use-undo';

interface PageEditsOptions {
  saver: DraftSaver | null;
  pages: PageSummary[];
  setPages: Dispatch<SetStateAction<PageSummary[]>>;
  refreshPages(): Promise<void>;
  setFrameUrl(frameUrl: string): void;
}

/**
 * Edits of the open page's draft and deletes of pages, each recorded in the session's undo
 * history so Ctrl+Z takes it back, whichever page it was made on.
 */
export function usePageEdits({
  saver: currentSaver,
  pages,
  setPages,
  refreshPages,
  setFrameUrl,
}: PageEditsOptions) {
  const [undoError, setUndoError] = useState<string | null>(null);
  const onUndoError = useCallback((e: unknown) => setUndoError(describeError(e)), []);
  const undo = useUndo(onUndoError);
  const saverRef = useRef(currentSaver);
  saverRef.current = currentSaver;
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  // A page brought back by undo gets a new id; steps recorded against the old one follow it.
  const pageAliases = useRef(new Map<string, string>());
  const resolvePage = useCallback((id: string) => {
    let current = id;
    while (pageAliases.current.has(current)) current = pageAliases.current.get(current)!;
    return current;
  }, []);

  /** Puts a document back on a page: in place when the page is open, else stored and then shown. */
  const applyDocument = useCallback(
    async (recordedId: string, document: PageDocument) => {
      setUndoError(null);
      const pageId = resolvePage(recordedId);
      const saver = saverRef.current;
      if (saver?.pageId === pageId) {
        saver.edit(document);
        return;
      }
      const stored = await fetchDraft(pageId);
      await saveDraft(pageId, document, stored.revision);
      const page = pagesRef.current.find((p) => p.id === pageId);
      if (page) setFrameUrl(page.path);
    },
    [resolvePage, setFrameUrl],
  );

  const onEdit = useCallback(
    (edit: (document: PageDocument) => PageDocument) => {
      const saver = currentSaver;
      if (!saver) return;
      const before = saver.state.document;
      const after = edit(before);
      if (after === before) return;
      saver.edit(after);
      const pageId = saver.pageId;
      undo.history.push({
        label: 'edit',
        mergeKey: `page:${pageId}`,
        undo: () => applyDocument(pageId, before),
        redo: () => applyDocument(pageId, after),
      });
    },
    [currentSaver, undo.history, applyDocument],
  );

  const recordPageDelete = useCallback(
    (page: PageSummary, document: PageDocument | null) => {
      const deletedId = page.id;
      undo.history.push({
        label: `delete ${page.title}`,
        undo: async () => {
          const created = await createPage({ title: page.title, navigation: page.navigation });
          pageAliases.current.set(deletedId, created.id);
          const restored =
            created.slug === page.slug
              ? created
              : await updatePage(created.id, { slug: page.slug }).catch(() => created);
          if (document) {
            const stored = await fetchDraft(created.id);
            await saveDraft(created.id, document, stored.revision);
          }
          await refreshPages();
          setFrameUrl(restored.path);
        },
        redo: async () => {
          const id = resolvePage(deletedId);
          await deletePage(id);
          // With the list, not after the refresh: a page the owner opens meanwhile must stay open.
          setPages((list) => list.filter((p) => p.id !== id));
          setFrameUrl('/');
          await refreshPages();
        },
      });
    },
    [undo.history, refreshPages, resolvePage, setPages, setFrameUrl],
  );

  return { undo, undoError, onEdit, recordPageDelete };
}
