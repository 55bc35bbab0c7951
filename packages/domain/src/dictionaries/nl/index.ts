// Dutch.
export { audio } from './audio';
export { cart } from './cart';
export { cookieBanner } from './cookie-banner';
export { dialogs } from './dialogs';
export { form } from './form';
export { frames } from './frames';
export { gallery } from './gallery';
export { languageSuggestion } from './language-suggestion';
export { members } from './members';
export { newsletter } from './newsletter';
export { orderMail } from './order-mail';
export { page } from './page';
export { store } from './store';
export { video } from './video';
