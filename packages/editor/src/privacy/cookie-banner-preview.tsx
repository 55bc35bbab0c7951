import type { CookieBannerSettings } from '@atelier/domain';
import { createCookieBannerElement } from '@atelier/site/cookie-banner';
import '@atelier/site/cookie-banner.css';
import { useCallback, useEffect, useRef, useState } from 'react';

const CHOICE_NOTES = {
  'accept-button': 'A visitor who presses this accepts cookies.',
  'decline-button': 'A visitor who presses this declines cookies.',
  close: 'A visitor who presses this closes the banner without accepting cookies.',
  keyboard: 'A visitor who presses Escape closes the banner without accepting cookies.',
} as const;

/**
 * The banner exactly as visitors get it (the site's own element and styles), on a sketch of a page.
 * The stage contains the banner's fixed positioning (see privacy.css), so a bottom bar or a corner
 * pop-up sits at the bottom or in the corner of the box, not of the editor.
 */
export function CookieBannerPreview({ settings }: { settings: CookieBannerSettings }) {
  const slot = useRef<HTMLDivElement>(null);
  const [note, setNote] = useState<string | null>(null);

  const mount = useCallback(() => {
    const target = slot.current;
    if (!target) return;
    setNote(null);
    const banner = createCookieBannerElement(settings, document, {
      onChoice: (_allowed, method) => {
        banner.remove();
        setNote(CHOICE_NOTES[method]);
      },
    });
    // Named as what it is here; on a visitor's page it is the "Cookie consent" region.
    banner.setAttribute('role', 'group');
    banner.setAttribute('aria-label', 'Cookie banner preview');
    target.replaceChildren(banner);
  }, [settings]);

  useEffect(() => {
    mount();
    return () => slot.current?.replaceChildren();
  }, [mount]);

  return (
    <div className="cookie-preview">
      <div className="cookie-preview__head">
        <h3 className="cookie-preview__title">Preview</h3>
        {settings.isCookieBannerEnabled ? null : (
          <span className="badge">Banner off: visitors do not see it</span>
        )}
      </div>
      <div className="cookie-preview__stage">
        <div ref={slot} className="cookie-preview__banner" />
        <div className="cookie-preview__page" aria-hidden="true">
          <div className="cookie-preview__header">
            <span />
            <span />
            <span />
          </div>
          <div className="cookie-preview__hero" />
          <div className="cookie-preview__lines">
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
      <div className="cookie-preview__note" role="status" aria-live="polite">
        {note ? (
          <>
            <span>{note}</span>{' '}
            <button type="button" className="link-button" onClick={mount}>
              Show the banner again
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
