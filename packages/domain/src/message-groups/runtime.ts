// Texts of the visitor runtime: data layer, dialogs, console and error-reporter messages.

export const dataLayerMessages = {
  unauthorized: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
} as const;

export const systemErrorMessages = {
  title: 'Something Went Wrong!',
  reload: 'Reload Page',
  clear: 'Clear',
} as const;

export const logoutMessages = {
  title: 'Logout Successful',
  message: 'You have been successfully logged out.',
} as const;

/** Console and error-reporter texts of the runtime (spec 000 §8 "Other"). */
export const runtimeMessages = {
  donationWithoutButton: 'Careful, there was no button found inside this node!',
  moduleUnavailable: 'Unable to load module',
  typekitFontMissing: 'Requested font no longer in Typekit',
  commerceRollupMissing: 'Commerce rollup not loaded',
  recaptchaNotSetUp: 'ReCaptcha has not been set up',
} as const;

export const eventMessages = {
  httpStatus: 'Error tracking event: HTTP Status {code}',
  noPayload: 'no payload',
  analyticsIdNotStored: 'Unable to store analyticsId',
} as const;

export const performanceMessages = {
  unexpectedStatus: 'XHR request DONE with unexpected status',
  settingsTimeout: 'Metric settings request timeout',
  pageLoadIdMissing: 'Unable to resolve pageLoadId',
} as const;

export const featureFlagMessages = {
  configurationNotLoaded: 'The underlying Praetor configuration is not loaded',
  featureMissing: 'The specified feature does not exist',
  wrongType: 'The specified feature is not a {type}',
  invalidDefinition: 'The specified feature has an invalid server-side definition',
} as const;

// In a file of its own so the image loader's chunk carries its five strings and no others.
export { imageLoaderMessages } from './image-loader';

export const tweenMessages = {
  notAFunction: '[Tween] First parameter needs to be a function.',
  durationNotFinite: '[Tween] Duration is not a finite number.',
} as const;

/**
 * Ours, not the specification's: console warnings of the analytics event tracker, which checks the
 * types of the common event fields (spec 001 §3 "Analytics event common fields").
 */
export const eventFieldMessages = {
  droppedField: 'Dropped analytics event field {field}: expected {type}',
} as const;

/** Ours, not the specification's: the close control of the runtime's information dialogs. */
export const infoDialogMessages = {
  close: 'Close',
} as const;
