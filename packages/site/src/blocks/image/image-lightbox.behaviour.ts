import type { Behaviour } from '../../runtime/behaviours';

/**
 * An image block's image opens in the gallery lightbox on a click, Enter or Space. The lightbox's
 * code is fetched on the first open only.
 */
const imageLightboxBehaviour: Behaviour = (element) => {
  if (!(element instanceof HTMLImageElement)) return undefined;
  const open = () =>
    void import('../../widgets/lightbox/lightbox').then(({ openLightboxInPageLanguage }) =>
      openLightboxInPageLanguage({
        items: [
          {
            type: 'image',
            src: element.currentSrc || element.src,
            alt: element.alt,
            caption: element.closest('figure')?.querySelector('figcaption')?.textContent ?? undefined,
            width: element.naturalWidth || undefined,
            height: element.naturalHeight || undefined,
          },
        ],
        index: 0,
        opener: element,
      }),
    );
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    open();
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || event.repeat) return;
    event.preventDefault();
    open();
  };
  element.style.cursor = 'zoom-in';
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKey);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
  };
};

export default imageLightboxBehaviour;
