import { useEffect, useRef, useState } from 'react';
import { describeError } from '../api/api-error';
import { fetchDraft, saveDraft } from '../api/config.api';
import { DraftSaver, type DraftState } from '../document/draft-saver';

/**
 * The draft of the page in the frame, with its saver. Leaving a page saves what is pending first,
 * and closing the tab with unsaved changes asks the browser to warn.
 */
export function useDraft(pageId: string | null, onSaved: () => void) {
  const [saver, setSaver] = useState<DraftSaver | null>(null);
  const [state, setState] = useState<DraftState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt reloads the same page on purpose
  useEffect(() => {
    setSaver(null);
    setState(null);
    setLoadError(null);
    if (!pageId) return;
    let live = true;
    let created: DraftSaver | null = null;
    fetchDraft(pageId)
      .then((draft) => {
        if (!live) return;
        created = new DraftSaver(pageId, draft, {
          save: saveDraft,
          load: fetchDraft,
          onSaved: () => onSavedRef.current(),
        });
        created.subscribe(setState);
        setSaver(created);
        setState(created.state);
      })
      .catch((e: unknown) => {
        if (live) setLoadError(describeError(e));
      });
    return () => {
      live = false;
      const leaving = created;
      if (leaving) void leaving.flush().finally(() => leaving.dispose());
    };
  }, [pageId, attempt]);

  const unsaved = state?.status === 'pending' || state?.status === 'saving' || state?.status === 'error';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { saver, state, loadError, reload: () => setAttempt((n) => n + 1) };
}
