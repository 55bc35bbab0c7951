import { useEffect, useState } from 'react';
import { publishPage } from '../api/config.api';
import { publishSite } from '../api/publishing.api';
import type { DraftSaver } from '../document/draft-saver';

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'publishing' }
  | { kind: 'published'; url: string; label: string; notice: string }
  | { kind: 'failed'; message: string };

const IDLE: PublishState = { kind: 'idle' };

/**
 * Publishing saves what is pending first, so the live site is exactly what the owner sees. The
 * "Published" notice lasts until the next edit.
 */
export function usePublish(pageId: string | null, saver: DraftSaver | null, onPublished: () => void) {
  const [state, setState] = useState<PublishState>(IDLE);

  useEffect(
    () =>
      saver?.subscribe((draft) => {
        if (draft.status !== 'pending') return;
        setState((s) => (s.kind === 'published' ? IDLE : s));
      }),
    [saver],
  );

  /** Throws when pending changes could not be saved, so nothing half-done goes live. */
  async function flush() {
    if (!saver) return;
    await saver.flush();
    const { status, message } = saver.state;
    if (status === 'error' || status === 'conflict') throw new Error(`Not published: ${message}`);
  }

  async function run(action: () => Promise<{ url: string; label: string; notice: string }>) {
    setState({ kind: 'publishing' });
    try {
      await flush();
      const done = await action();
      setState({ kind: 'published', ...done });
      onPublished();
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      throw e;
    }
  }

  const publishWholeSite = () =>
    run(async () => {
      await publishSite();
      return { url: '/', label: 'View live site', notice: 'Site published' };
    });

  const publishThisPage = () =>
    run(async () => {
      if (!pageId) throw new Error('Open a page first.');
      const result = await publishPage(pageId);
      return { url: result.url, label: 'View live page', notice: 'Page published' };
    });

  return { state, flush, publishWholeSite, publishThisPage };
}
