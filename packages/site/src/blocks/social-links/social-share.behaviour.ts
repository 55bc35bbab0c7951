import type { Behaviour } from '../../runtime/behaviours';

type SharePanel = typeof import('./share-panel');

/**
 * The social links block's Share button (spec 000 "lazy code chunks: share buttons"). This starts
 * with the page and only shows the button; the share code (share-panel.ts) is fetched on the first
 * click, as the gallery's lightbox is, so a page asks nothing of anyone before a visitor shares.
 */
const socialShareBehaviour: Behaviour = (element) => {
  const button = element.querySelector<HTMLButtonElement>('.block-social__share-button');
  if (!button) return undefined;
  let loaded: SharePanel | undefined;
  let stopped = false;
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
  return () => {
    stopped = true;
    button.removeEventListener('click', onClick);
    loaded?.closeShare(button);
    button.hidden = true;
  };
};

export default socialShareBehaviour;
