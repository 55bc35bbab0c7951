import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publishPage } from '../api/config.api';
import { publishSite } from '../api/publishing.api';
import type { DraftSaver } from '../document/draft-saver';
import { queryKeys } from '../shared/queries';

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'publishing' }
  | { kind: 'published'; url: string; label: string; notice: string }
  | { kind: 'failed'; message: string };

type Published = Omit<Extract<PublishState, { kind: 'published' }>, 'kind'>;

const IDLE: PublishState = { kind: 'idle' };

/**
 * Publishing saves what is pending first, so the live site is exactly what the owner sees. The
 * "Published" notice lasts until the next edit.
 */
export function usePublish(pageId: string | null, saver: DraftSaver | null, onPublished: () => void) {
  const client = useQueryClient();
  const publishing = useMutation({
    mutationFn: async (action: () => Promise<Published>) => {
      await flush();
      return action();
    },
    onSuccess: () => {
      // The review and the history list answered for the site before this publish.
      void client.invalidateQueries({ queryKey: queryKeys.publishReview });
      void client.invalidateQueries({ queryKey: queryKeys.siteVersions });
      onPublished();
    },
  });
  const { reset } = publishing;
  const published = useRef(false);
  published.current = publishing.isSuccess;

  useEffect(
    () =>
      saver?.subscribe((draft) => {
        if (draft.status === 'pending' && published.current) reset();
      }),
    [saver, reset],
  );

  /** Throws when pending changes could not be saved, so nothing half-done goes live. */
  async function flush() {
    if (!saver) return;
    await saver.flush();
    const { status, message } = saver.state;
    if (status === 'error' || status === 'conflict') throw new Error(`Not published: ${message}`);
  }

  const state: PublishState = publishing.isPending
    ? { kind: 'publishing' }
    : publishing.isSuccess
      ? { kind: 'published', ...publishing.data }
      : publishing.isError
        ? {
            kind: 'failed',
            message: publishing.error instanceof Error ? publishing.error.message : String(publishing.error),
          }
        : IDLE;

  /** Settles with the publish; throws what stopped it, which the state says too. */
  const run = async (action: () => Promise<Published>) => {
    await publishing.mutateAsync(action);
  };

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

  // Drafts changed outside the saver (a machine translation's fill): the Published notice no longer holds.
  return { state, flush, publishWholeSite, publishThisPage, draftsChanged: reset };
}
