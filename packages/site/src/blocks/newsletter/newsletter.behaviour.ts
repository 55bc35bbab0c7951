import { LAYOUT_WIDTH_PX } from '@atelier/domain';
import type { Behaviour } from '../../runtime/behaviours';
import { enhanceForm } from '../form/form-enhance';
import { observeNarrow } from '../form/narrow-observer';

interface Tracker {
  track?: (eventName: string, customData: Record<string, unknown>) => void;
}

/**
 * Newsletter block (type 51) in the browser: the form behaviour with objectName 'newsletter', the
 * narrow layout under a 320 px container (spec 000 §9) and the newsletter-subscribe event.
 */
const newsletterBehaviour: Behaviour = (element, context) => {
  const stopObserving = observeNarrow(
    element,
    'block-newsletter--narrow',
    LAYOUT_WIDTH_PX.narrowNewsletterFormBelow,
  );
  const undo = enhanceForm(element, context, {
    objectName: 'newsletter',
    onSuccess: (formId) =>
      (window.Atelier as Tracker | undefined)?.track?.('newsletter-subscribe', { formId }),
  });
  return () => {
    stopObserving();
    undo?.();
  };
};

export default newsletterBehaviour;
