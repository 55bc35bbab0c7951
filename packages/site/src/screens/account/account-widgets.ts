import { pageTag } from '../../i18n/page-dictionary';
import { confirmPopup } from '../../widgets/popup/popup';
import { startRelativeTime } from '../../widgets/relative-time/relative-time';
import { startTextShrink } from '../../widgets/text-shrink/text-shrink';

/**
 * A signed-in member's account page in the browser (the account screen's root carries it): a form
 * marked `data-confirm` (removing a saved address) asks first in a confirm-or-cancel popup, Escape
 * cancelling; the `<time data-relative-time>` nodes say how long ago they were; the labels marked
 * `data-text-shrink` (the signed-in line) shrink to fit a phone. Every form still posts without it.
 * Returns the undo.
 */
export default function accountWidgets(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const asking = new WeakSet<HTMLFormElement>();
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.confirm) return;
    event.preventDefault();
    if (asking.has(form)) return;
    asking.add(form);
    void confirmPopup({
      style: 'confirm-or-cancel',
      message: form.dataset.confirm,
      labels: { confirm: form.dataset.confirmYes, cancel: form.dataset.confirmNo },
      doc,
    }).then((confirmed) => {
      asking.delete(form);
      // submit() sends the form as it is, without a second submit event.
      if (confirmed && form.isConnected) form.submit();
    });
  };
  element.addEventListener('submit', onSubmit);
  const stopTimes = startRelativeTime(element, {
    words: {
      justNow: element.dataset.justNow ?? 'just now',
      secondsAgo: element.dataset.secondsAgo ?? 'about {n} seconds ago',
    },
    locale: pageTag(doc),
    doc,
  });
  const stopShrink = startTextShrink([...element.querySelectorAll<HTMLElement>('[data-text-shrink]')], win);
  return () => {
    element.removeEventListener('submit', onSubmit);
    stopTimes();
    stopShrink();
  };
}
