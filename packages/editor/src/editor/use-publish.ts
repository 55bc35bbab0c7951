import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import { publishPage } from '../api/config.api';
import type { DraftSaver } from '../document/draft-saver';

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'publishing' }
  | { kind: 'published'; url: string }
  | { kind: 'failed'; message: string };

const IDLE: PublishState = { kind: 'idle' };

/**
 * Publishing saves what is pending first, so the live page is exactly what the owner sees. The
 * "Published" notice lasts until the next edit; it belongs to its page and is not shown on another.
 */
export function usePublish(pageId: string | null, saver: DraftSaver | null, onPublished: () => void) {
  const [tagged, setTagged] = useState<{ pageId: string | null; state: PublishState }>({
    pageId,
    state: IDLE,
  });
  const state = tagged.pageId === pageId ? tagged.state : IDLE;

  useEffect(
    () =>
      saver?.subscribe((draft) => {
        if (draft.status !== 'pending') return;
        setTagged((t) => (t.state.kind === 'published' ? { pageId: t.pageId, state: IDLE } : t));
      }),
    [saver],
  );

  async function publish() {
    if (!pageId || !saver) return;
    const set = (next: PublishState) => setTagged({ pageId, state: next });
    set({ kind: 'publishing' });
    try {
      await saver.flush();
      const { status, message } = saver.state;
      if (status === 'error' || status === 'conflict') {
        set({ kind: 'failed', message: `Not published: ${message}` });
        return;
      }
      const result = await publishPage(pageId);
      set({ kind: 'published', url: result.url });
      onPublished();
    } catch (e) {
      set({ kind: 'failed', message: describeError(e) });
    }
  }

  return { state, publish };
}
