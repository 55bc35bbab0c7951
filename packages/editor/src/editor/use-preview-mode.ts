import { useCallback, useEffect, useState } from 'react';
import { isEscapeMessage, siteFrameWindow } from '../frame/frame-messages';

/**
 * Full-screen preview: the panels hide and the site frame takes the whole window. Escape toggles
 * it, pressed in the editor or inside the frame (the site runtime posts a message there, spec 000
 * §2). An Escape that a dialog or a menu already used is left alone.
 */
export function usePreviewMode() {
  const [preview, setPreview] = useState(false);
  const toggle = useCallback(() => setPreview((on) => !on), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (document.querySelector('dialog[open]')) return;
      toggle();
    }
    function onMessage(event: MessageEvent) {
      if (isEscapeMessage(event, location.origin, siteFrameWindow())) toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('message', onMessage);
    };
  }, [toggle]);

  return { preview, setPreview, toggle };
}
