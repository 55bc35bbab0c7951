import type { PopupOverlaySettings } from '@atelier/domain';
import { BlockType } from '../../blocks/block-types';
import { NewsletterBlock } from '../../blocks/newsletter/newsletter-block';
import { usePageText } from '../../page/page-messages';

/** The behaviour that decides when the popup shows (page/popup-overlay.behaviour.ts). */
export const POPUP_OVERLAY_BEHAVIOUR = 'popup-overlay';
const TITLE_ID = 'popup-overlay-title';

/**
 * The popup overlay (page type 104), rendered hidden in every page of a site that has one: its
 * behaviour shows it when the owner's trigger and the visitor's memory allow. A newsletter popup
 * holds the Newsletter block's own form (double opt-in through the form calls); a message popup a
 * button, to an address or closing it.
 */
export function PopupOverlay({ popup }: { popup: PopupOverlaySettings }) {
  const text = usePageText();
  const newsletter = popup.content === 'newsletter';
  return (
    <div
      className={`popup-overlay popup-overlay--${popup.style}`}
      data-behaviour={POPUP_OVERLAY_BEHAVIOUR}
      data-popup-overlay=""
      hidden
    >
      <div
        className="popup-overlay__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={popup.title ? TITLE_ID : undefined}
        aria-label={popup.title ? undefined : text('announcementRegion')}
        tabIndex={-1}
      >
        <button
          type="button"
          className="popup-overlay__close"
          data-popup-overlay-close=""
          aria-label={text('popupClose')}
        >
          <span aria-hidden="true">×</span>
        </button>
        {popup.title ? (
          <h2 className="popup-overlay__title" id={TITLE_ID}>
            {popup.title}
          </h2>
        ) : null}
        {popup.text ? <p className="popup-overlay__text">{popup.text}</p> : null}
        {newsletter ? (
          <NewsletterBlock
            block={{
              id: 'popup-overlay',
              type: BlockType.newsletter,
              settings: {
                formId: popup.formId,
                ...(popup.buttonText ? { buttonText: popup.buttonText } : {}),
                ...(popup.successMessage ? { successMessage: popup.successMessage } : {}),
              },
            }}
            root={{ 'data-block-type': BlockType.newsletter, 'data-block-id': 'popup-overlay' }}
          />
        ) : popup.buttonText ? (
          popup.buttonUrl ? (
            <a className="button popup-overlay__action" href={popup.buttonUrl} data-popup-overlay-action="">
              {popup.buttonText}
            </a>
          ) : (
            <button type="button" className="button popup-overlay__action" data-popup-overlay-close="">
              {popup.buttonText}
            </button>
          )
        ) : null}
      </div>
    </div>
  );
}
