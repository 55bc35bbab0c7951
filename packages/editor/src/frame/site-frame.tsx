import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { type FrameEdit, frameEditOf, frameLocationOf, SELECTED_MESSAGE_TYPE } from './frame-messages';
import { draftFrameSrc, frameUrlFromLocation, parseFrameUrl, showsDraft } from './frame-url';

/**
 * The frame runs the site's pages without same-origin rights: an opaque origin with no access to
 * the editor, its cookies or its storage, whatever a page holds. Pages report where they are by
 * message instead (see the site runtime's escape-key.ts).
 */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals';

export interface SiteFrameHandle {
  /** Shows the latest saved draft of the page in the frame. */
  reload(): void;
}

interface SiteFrameProps {
  /** The page the editor wants shown, as a same-origin path without the preview flag. */
  frameUrl: string;
  /** The owner navigated inside the frame (followed a link): the path it reached. */
  onNavigate(frameUrl: string): void;
  /** The block selected in the editor, outlined in the frame; editable ones can be typed into there. */
  selection?: { blockId: string; editable: boolean; movable: boolean } | null;
  /** The owner picked, edited or dragged a block (or dragged a section) inside the frame. */
  onFrameEdit?(edit: FrameEdit): void;
  ref?: Ref<SiteFrameHandle>;
}

/**
 * The site itself, in draft preview. The src is set once; later moves are imperative so that a
 * page the frame reached by itself is not loaded a second time when the editor catches up.
 */
export function SiteFrame({ frameUrl, onNavigate, selection = null, onFrameEdit, ref }: SiteFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const [initialSrc] = useState(() => draftFrameSrc(frameUrl));
  // The frameUrl the frame shows or is loading; compared with the prop to avoid redundant loads.
  const current = useRef(parseFrameUrl(frameUrl));
  // A path already sent back with the preview flag once; if it comes back without it, accept it.
  const draftRetry = useRef<string | null>(null);

  useImperativeHandle(ref, () => ({
    reload() {
      // Setting src navigates even to the same address, and wins over a navigation under way.
      if (iframe.current) iframe.current.src = draftFrameSrc(current.current);
    },
  }));

  // Latest onNavigate, read by the listener below without re-subscribing it on every render.
  const navigated = useRef(onNavigate);
  navigated.current = onNavigate;
  const edited = useRef(onFrameEdit);
  edited.current = onFrameEdit;
  const selected = useRef(selection);
  selected.current = selection;
  // The frame's origin is opaque, so "*" is the only target; the message holds a block id alone.
  const tellSelection = useCallback(
    () =>
      iframe.current?.contentWindow?.postMessage(
        {
          type: SELECTED_MESSAGE_TYPE,
          blockId: selected.current?.blockId ?? null,
          editable: selected.current?.editable ?? false,
          movable: selected.current?.movable ?? false,
        },
        '*',
      ),
    [],
  );
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const edit = frameEditOf(event, location.origin, iframe.current?.contentWindow);
      if (edit) {
        edited.current?.(edit);
        return;
      }
      const path = frameLocationOf(event, location.origin, iframe.current?.contentWindow);
      if (path === null) return;
      const url = new URL(path, location.origin);
      const reached = frameUrlFromLocation(url);
      // Only the editor loads draft addresses (links lead to published ones). A draft page other
      // than the one last asked for is an earlier load announcing itself late, after the editor
      // moved on (a page deleted, then brought back by Undo): it must not take the frame back.
      if (showsDraft(url.search) && reached !== current.current) return;
      // Every page load announces itself: the selection is shown again on the fresh page.
      tellSelection();
      // A link inside the site leads to the published page; the owner should keep seeing the draft.
      if (!showsDraft(url.search) && draftRetry.current !== reached) {
        draftRetry.current = reached;
        current.current = reached;
        if (iframe.current) iframe.current.src = draftFrameSrc(reached);
        return;
      }
      draftRetry.current = null;
      current.current = reached;
      navigated.current(reached);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [tellSelection]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: posts the latest selection through the ref
  useEffect(() => {
    tellSelection();
  }, [selection?.blockId, selection?.editable, selection?.movable]);

  useEffect(() => {
    const wanted = parseFrameUrl(frameUrl);
    if (wanted === current.current || !iframe.current) return;
    current.current = wanted;
    iframe.current.src = draftFrameSrc(wanted);
  }, [frameUrl]);

  return (
    <iframe
      ref={iframe}
      className="site-frame"
      title="Site preview"
      data-testid="site-frame"
      src={initialSrc}
      sandbox={SANDBOX}
    />
  );
}
