import type { Behaviour } from '../../runtime/behaviours';

type SharePanel = typeof import('./share-panel');
type Tooltips = typeof import('../../widgets/tooltip/tooltip');

const LINK = '.block-social__link';

/**
 * The social links block's Share button (spec 000 "lazy code chunks: share buttons") and its
 * glyphs' names. This starts with the page and only shows the button; the share code
 * (share-panel.ts) is fetched on the first click, as the gallery's lightbox is, so a page asks
 * nothing of anyone before a visitor shares. Where the links show their glyphs alone, the first
 * hover or keyboard focus on one fetches the shared tooltips (widgets/tooltip), which name each
 * glyph; they follow the mouse only for a signed-in account (spec 001 §6).
 */
const socialShareBehaviour: Behaviour = (element, context) => {
  const button = element.querySelector<HTMLButtonElement>('.block-social__share-button');
  const iconsOnly = element.classList.contains('block-social--icons');
  let loaded: SharePanel | undefined;
  let stopped = false;
  const undo: (() => void)[] = [];

  if (button) {
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      void import('./share-panel').then((module) => {
        if (stopped) return;
        loaded = module;
        module.toggleShare(button);
      });
    };
    button.hidden = false;
    button.addEventListener('click', onClick);
    undo.push(() => {
      button.removeEventListener('click', onClick);
      loaded?.closeShare(button);
      button.hidden = true;
    });
  }

  if (iconsOnly && element.querySelector(LINK)) {
    let tooltips: Promise<Tooltips> | undefined;
    const onFirst = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(LINK) : null;
      if (!link || tooltips) return;
      element.removeEventListener('mouseover', onFirst);
      element.removeEventListener('focusin', onFirst);
      // The hover or focus that fetched them counts, unless it has left the link meanwhile.
      let pending: HTMLElement | undefined = link;
      const onLeave = (leave: Event) => {
        const to = (leave as MouseEvent | FocusEvent).relatedTarget;
        if (!(to instanceof Node && link.contains(to))) pending = undefined;
      };
      link.addEventListener('mouseout', onLeave);
      link.addEventListener('focusout', onLeave);
      tooltips = import('../../widgets/tooltip/tooltip');
      void tooltips.then(({ attachTooltips }) => {
        link.removeEventListener('mouseout', onLeave);
        link.removeEventListener('focusout', onLeave);
        if (stopped) return;
        const detach = attachTooltips(
          element,
          {
            selector: LINK,
            text: (glyph) => glyph.getAttribute('aria-label') ?? '',
            trackMouse: Boolean(context?.authenticatedAccount),
          },
          pending,
        );
        undo.push(detach);
      });
    };
    element.addEventListener('mouseover', onFirst);
    element.addEventListener('focusin', onFirst);
    undo.push(() => {
      element.removeEventListener('mouseover', onFirst);
      element.removeEventListener('focusin', onFirst);
    });
  }

  if (undo.length === 0) return undefined;
  return () => {
    stopped = true;
    for (const step of undo.splice(0).reverse()) step();
  };
};

export default socialShareBehaviour;
