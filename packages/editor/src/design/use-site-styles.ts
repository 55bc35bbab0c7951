import type { SiteStyles } from '@atelier/domain';
import { type PreviewLogo, stylesPreviewMessage } from '@atelier/site/site-styles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../api/api-error';
import { fetchStyles, saveStyles } from '../api/styles.api';
import { frameLocationOf, isStylesReadyMessage, siteFrameWindow } from '../frame/frame-messages';
import type { UndoEntry } from '../history/undo-history';
import { queryKeys } from '../shared/queries';

/** Changes are saved this long after the owner stops changing things; the frame follows at once. */
const SAVE_DELAY_MS = 500;

export type StylesSave = 'idle' | 'saving' | 'saved' | 'failed';

/** Shows styles in the editor's frame at once. The frame is sandboxed (opaque origin), hence '*'. */
export function previewInFrame(styles: SiteStyles, logo?: PreviewLogo | null): void {
  siteFrameWindow()?.postMessage(stylesPreviewMessage(styles, logo), '*');
}

/** The open Design panel's way to show and save styles; null while the panel is closed. */
let openPanel: ((styles: SiteStyles) => void) | null = null;

/** Puts styles back from the undo history: through the open panel, or saved straight away. */
async function applyFromHistory(styles: SiteStyles): Promise<void> {
  if (openPanel) {
    openPanel(styles);
    return;
  }
  const { revision } = await fetchStyles();
  await saveStyles(styles, revision);
  previewInFrame(styles);
}

/**
 * The site's draft styles: every change goes to the preview frame straight away and is saved
 * shortly after, one save at a time, each from the revision the last one returned.
 */
export function useSiteStyles(record?: (entry: UndoEntry) => void) {
  // Asked for each time the panel opens (Undo may have saved styles while it was closed), not kept after.
  const loaded = useQuery({ queryKey: queryKeys.siteStyles, queryFn: fetchStyles, gcTime: 0 });
  // The owner's styles once they changed something; until then the loaded ones.
  const [edited, setStyles] = useState<SiteStyles | null>(null);
  const styles = edited ?? loaded.data?.styles ?? null;
  const loadError = loaded.error && !loaded.data ? describeError(loaded.error) : null;
  const [save, setSave] = useState<StylesSave>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const revision = useRef<number | null>(null);
  const pending = useRef<SiteStyles | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<{ styles: SiteStyles | null; logo?: PreviewLogo | null }>({ styles: null });
  // The loaded styles are taken once: a later answer never replaces what the owner changed since.
  if (loaded.data && revision.current === null) {
    revision.current = loaded.data.revision;
    latest.current = { styles: loaded.data.styles };
  }

  const flush = useCallback(async () => {
    if (saving.current || !pending.current) return;
    const next = pending.current;
    pending.current = null;
    saving.current = true;
    setSave('saving');
    let ok = false;
    try {
      const state = await saveStyles(next, revision.current ?? 0);
      revision.current = state.revision;
      setSaveError(null);
      setSave(pending.current ? 'saving' : 'saved');
      ok = true;
    } catch (e) {
      // Kept for the retry, unless a newer change already waits.
      pending.current ??= next;
      setSave('failed');
      setSaveError(describeError(e));
    } finally {
      saving.current = false;
    }
    if (ok && pending.current) void flush();
  }, []);

  const recordRef = useRef(record);
  recordRef.current = record;

  const show = useCallback(
    (next: SiteStyles, logo?: PreviewLogo | null) => {
      setStyles(next);
      latest.current = { styles: next, logo: logo !== undefined ? logo : latest.current.logo };
      previewInFrame(next, latest.current.logo);
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  /** An owner's change: shown, saved, and recorded so Undo can take it back. */
  const change = useCallback(
    (next: SiteStyles, logo?: PreviewLogo | null) => {
      const before = latest.current.styles;
      show(next, logo);
      if (before && recordRef.current) {
        recordRef.current({
          label: 'style change',
          mergeKey: 'styles',
          undo: () => applyFromHistory(before),
          redo: () => applyFromHistory(next),
        });
      }
    },
    [show],
  );

  useEffect(() => {
    const apply = (next: SiteStyles) => show(next);
    openPanel = apply;
    return () => {
      if (openPanel === apply) openPanel = null;
    };
  }, [show]);

  // A page the frame moves to is rendered from the saved draft; unsaved changes are sent again.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frame = siteFrameWindow();
      // A page the frame moved to, or its styles preview starting late (behaviours wait for the first paint).
      const fresh =
        frameLocationOf(event, location.origin, frame) !== null ||
        isStylesReadyMessage(event, location.origin, frame);
      if (!fresh) return;
      if (latest.current.styles) previewInFrame(latest.current.styles, latest.current.logo);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Closing the panel saves what is still waiting.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );

  return { styles, loadError, save, saveError, change, retry: flush };
}
