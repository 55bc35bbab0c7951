import type { Behaviour } from '../runtime/behaviours';
import { startPopupOverlay } from '../widgets/popup-overlay/popup-overlay';

interface Tracker {
  track?: (eventName: string, customData: Record<string, unknown>) => void;
}

/**
 * The popup overlay's behaviour, on pages of a site that has one: only such pages load it. The
 * newsletter form's enhancement (the form block's) is fetched when the popup first shows.
 */
const popupOverlayBehaviour: Behaviour = (element, context) =>
  startPopupOverlay(element, context, {
    enhance: (root, onSubmitted) => {
      void import('../blocks/form/form-enhance').then(({ enhanceForm }) =>
        enhanceForm(root, context, {
          objectName: 'newsletter',
          isOverlayForm: true,
          onSuccess: (formId) => {
            onSubmitted();
            (window.Atelier as Tracker | undefined)?.track?.('newsletter-subscribe', { formId });
          },
        }),
      );
    },
  });

export default popupOverlayBehaviour;
