import {
  cartMessages,
  checkoutMessages,
  productStateMessages,
  subscriptionMessages,
} from './message-groups/commerce';
import { errorMessages, validationMessages } from './message-groups/editor';
import { formFieldMessages, formMessages, formSummaryMessages, likertMessages } from './message-groups/forms';
import {
  dataLayerMessages,
  eventMessages,
  featureFlagMessages,
  imageLoaderMessages,
  logoutMessages,
  performanceMessages,
  runtimeMessages,
  systemErrorMessages,
  tweenMessages,
} from './message-groups/runtime';
import {
  cookieBannerMessages,
  galleryLogMessages,
  galleryMessages,
  lightboxMessages,
  previewOnlyMessages,
  relativeTimeMessages,
  videoMessages,
} from './message-groups/widgets';

export * from './message-groups/commerce';
export * from './message-groups/editor';
export * from './message-groups/forms';
export * from './message-groups/newsletter';
export * from './message-groups/page-shell';
export * from './message-groups/runtime';
export * from './message-groups/store-screens';
export * from './message-groups/widgets';

/**
 * Every user-visible string, verbatim from the specification. Keys are ours; values never change
 * without the specification changing. `{name}` marks a placeholder filled by formatMessage.
 *
 * Each group is also exported on its own (`dataLayerMessages`, ...): importing a group rather than
 * the whole dictionary keeps the other strings out of a page's JavaScript.
 */
// Built by a call marked pure: as a plain literal (its spread may call getters, to a bundler) the
// object, and with it every group, stayed in browser code that uses none of it.
export const messages = /* @__PURE__ */ (() => ({
  dataLayer: dataLayerMessages,
  systemError: systemErrorMessages,
  logout: logoutMessages,
  form: formMessages,
  formField: formFieldMessages,
  formSummary: formSummaryMessages,
  likert: likertMessages,
  checkout: checkoutMessages,
  cookieBanner: cookieBannerMessages,
  previewOnly: previewOnlyMessages,
  productState: productStateMessages,
  subscription: subscriptionMessages,
  cart: cartMessages,
  lightbox: lightboxMessages,
  video: videoMessages,
  validation: validationMessages,
  errors: errorMessages,
  relativeTime: relativeTimeMessages,
  runtime: runtimeMessages,
  gallery: { ...galleryMessages, ...galleryLogMessages },
  tween: tweenMessages,
  events: eventMessages,
  performance: performanceMessages,
  imageLoader: imageLoaderMessages,
  featureFlags: featureFlagMessages,
}))();

export { formatMessage } from './dictionaries/fill-placeholders';
