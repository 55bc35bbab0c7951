import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { draftFrameSrc, frameUrlFromLocation, parseFrameUrl, showsDraft } from './frame-url';

export interface SiteFrameHandle {
  /** Shows the latest saved draft of the page in the frame. */
  reload(): void;
}

interface SiteFrameProps {
  /** The page the editor wants shown, as a same-origin path without the preview flag. */
  frameUrl: string;
  /** The owner navigated inside the frame (followed a link): the path it reached. */
  onNavigate(frameUrl: string): void;
  ref?: Ref<SiteFrameHandle>;
}

/**
 * The site itself, in draft preview. The src is set once; later moves are imperative so that a
 * page the frame reached by itself is not loaded a second time when the editor catches up.
 */
export function SiteFrame({ frameUrl, onNavigate, ref }: SiteFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const [initialSrc] = useState(() => draftFrameSrc(frameUrl));
  // The frameUrl the frame shows or is loading; compared with the prop to avoid redundant loads.
  const current = useRef(parseFrameUrl(frameUrl));
  // A path already sent back with the preview flag once; if it comes back without it, accept it.
  const draftRetry = useRef<string | null>(null);

  useImperativeHandle(ref, () => ({
    reload() {
      const wanted = draftFrameSrc(current.current);
      try {
        const location = iframe.current?.contentWindow?.location;
        if (!location) return;
        // A plain reload would cancel a navigation the editor has just started (a page picked in
        // the panel) and bring the previous page back; going to the wanted page covers both cases.
        if (location.pathname + location.search + location.hash === wanted) location.reload();
        else location.replace(wanted);
      } catch {
        // The frame left this origin (an outside link): show the editor's page again.
        if (iframe.current) iframe.current.src = wanted;
      }
    },
  }));

  useEffect(() => {
    const wanted = parseFrameUrl(frameUrl);
    if (wanted === current.current || !iframe.current) return;
    current.current = wanted;
    iframe.current.src = draftFrameSrc(wanted);
  }, [frameUrl]);

  function handleLoad() {
    let location: Location | undefined;
    try {
      location = iframe.current?.contentWindow?.location;
      // Reading the path of a page on another origin throws: nothing the panels can follow.
      if (location?.pathname === undefined) return;
    } catch {
      return;
    }
    const reached = frameUrlFromLocation(location);
    // A link inside the site leads to the published page; the owner should keep seeing the draft.
    if (!showsDraft(location.search) && draftRetry.current !== reached) {
      draftRetry.current = reached;
      location.replace(draftFrameSrc(reached));
      return;
    }
    draftRetry.current = null;
    current.current = reached;
    onNavigate(reached);
  }

  return (
    <iframe
      ref={iframe}
      className="site-frame"
      title="Site preview"
      data-testid="site-frame"
      src={initialSrc}
      onLoad={handleLoad}
    />
  );
}
