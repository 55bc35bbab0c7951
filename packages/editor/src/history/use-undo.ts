import { useEffect, useMemo, useState } from 'react';
import { UndoHistory, type UndoState } from './undo-history';

const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox'));

/**
 * The session's undo history with its keys: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo.
 * Inside a text field the keys belong to the field, which undoes its own typing first.
 */
export function useUndo(onError: (error: unknown) => void) {
  const history = useMemo(() => new UndoHistory(), []);
  const [state, setState] = useState<UndoState>(history.state);
  useEffect(() => history.subscribe(setState), [history]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (!redo && !(key === 'z' && !event.shiftKey)) return;
      event.preventDefault();
      void (redo ? history.redo() : history.undo()).catch(onError);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history, onError]);

  return {
    history,
    state,
    undo: () => void history.undo().catch(onError),
    redo: () => void history.redo().catch(onError),
  };
}
