import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';

// Strings copied from the specs; the dictionary must hold each exactly.
const pinned: [string, string][] = [
  [messages.dataLayer.unauthorized, 'Unauthorized request'],
  [messages.dataLayer.internalServerError, 'Internal server error. Please try again later.'],
  [messages.dataLayer.serviceUnavailable, 'This service is temporarily unavailable. Please try again later.'],
  [messages.dataLayer.unableToConnect, 'Unable to connect…'],
  [
    messages.dataLayer.unparseableJson,
    'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  ],
  [messages.systemError.title, 'Something Went Wrong!'],
  [messages.systemError.reload, 'Reload Page'],
  [messages.systemError.clear, 'Clear'],
  [messages.logout.title, 'Logout Successful'],
  [messages.logout.message, 'You have been successfully logged out.'],
  [messages.form.submitting, 'Submitting…'],
  [messages.form.processingError, 'Error processing form submission. Please reload and try again.'],
  [messages.form.unknownError, 'Unknown error, please try again later.'],
  [messages.form.captchaRequired, 'Complete CAPTCHA before submitting.'],
  [messages.form.submissionKeyFailed, 'Could not get a form submission key, please try again later.'],
  [messages.form.unparseableFields, 'Could not parse the form fields, please check your entries.'],
  [messages.form.fieldsInvalid, 'One or more fields is invalid, please check your entries.'],
  [messages.form.problemAbove, 'Your form has encountered a problem. Please scroll down to review.'],
  [messages.form.problemBelow, 'Your form has encountered a problem. Please scroll up to review.'],
  [messages.form.status401, 'Unable to submit form. Please try again later.'],
  [messages.form.status404, 'This form has not been configured yet.'],
  [messages.form.status429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  [messages.form.status500, 'Unable to send form. Please try again later.'],
  [messages.formField.characterLimitExceeded, 'You have exceeded the character limit.'],
  [messages.formField.emailInvalid, 'Email is not valid. Email addresses should follow the format {email}.'],
  [
    messages.checkout.cookiesRequired,
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  ],
  [messages.cookieBanner.ctaText, 'Accept'],
  [messages.cookieBanner.optOutCtaText, 'Decline'],
  [
    messages.cookieBanner.text,
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  ],
  [messages.previewOnly.title, 'Preview Only'],
  [messages.likert.stronglyDisagree, 'Strongly Disagree'],
  [messages.runtime.donationWithoutButton, 'Careful, there was no button found inside this node!'],
  [messages.video.invalidEmbed, 'Invalid video embed'],
  [
    messages.video.featuredImageNeedsEmbed,
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  ],
  [messages.video.vimeoBasicUnsupported, 'Vimeo Basic accounts are unsupported.'],
  [messages.validation.starRatingRequired, 'Please select a star rating (rating is required)'],
  [messages.validation.linkFormat, 'Links must be formatted as {host} or {host}'],
  [
    messages.validation.fileTooLarge,
    'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  ],
  [messages.validation.minimumSubtotal, 'To check out, your order subtotal must be {subtotal} or more.'],
  [messages.errors.loadFailedTryAgain, 'Unable to load. Try again.'],
  [messages.errors.timeZoneLoadFailed, 'Failed to load timezone "{timeZone}"'],
  [messages.errors.codeEditingOnAndroid, 'Code editing is not available on Android.'],
  [messages.cart.countCappedSpoken, 'More than 100 items in cart'],
  [messages.cart.customersAlsoBought, 'Customers also bought'],
  [messages.events.httpStatus, 'Error tracking event: HTTP Status {code}'],
  [messages.events.noPayload, 'no payload'],
  [messages.performance.unexpectedStatus, 'XHR request DONE with unexpected status'],
  [messages.performance.settingsTimeout, 'Metric settings request timeout'],
  [messages.performance.pageLoadIdMissing, 'Unable to resolve pageLoadId'],
  [messages.tween.notAFunction, '[Tween] First parameter needs to be a function.'],
  [messages.gallery.lightboxUnavailable, 'lightboxify is not available in this tier!'],
  [messages.featureFlags.configurationNotLoaded, 'The underlying Praetor configuration is not loaded'],
  [messages.imageLoader.missingContentFitAlignment, 'Missing alignment for content-fit image'],
];

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

describe('messages', () => {
  it.each(pinned)('holds %j verbatim', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has only non-empty strings without stray whitespace', () => {
    for (const text of leaves(messages)) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });

  it('uses the ellipsis character, never three dots, in progress texts', () => {
    expect(messages.form.submitting.endsWith('\u2026')).toBe(true);
    expect(messages.dataLayer.unableToConnect.endsWith('\u2026')).toBe(true);
  });
});

describe('formatMessage', () => {
  it('fills named placeholders', () => {
    expect(formatMessage(messages.events.httpStatus, { code: 418 })).toBe(
      'Error tracking event: HTTP Status 418',
    );
    expect(formatMessage(messages.formField.emailInvalid, { email: 'name@example.com' })).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('fills every occurrence of a placeholder', () => {
    expect(formatMessage(messages.validation.linkFormat, { host: 'example.com' })).toBe(
      'Links must be formatted as example.com or example.com',
    );
  });

  it('fills several placeholders at once', () => {
    expect(
      formatMessage(messages.dataLayer.unparseableJson, { url: '/api/x', message: 'Unexpected token <' }),
    ).toBe('Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token <');
  });

  it('leaves unknown placeholders as written', () => {
    expect(formatMessage(messages.validation.fileTooLarge, { fileName: 'a.pdf' })).toBe(
      'The file a.pdf is too large. The maximum allowed file size is {maxSize}.',
    );
  });

  it('inserts values literally, even replacement patterns', () => {
    expect(formatMessage('{val} is not a valid page URL', { val: '$&/$1' })).toBe(
      '$&/$1 is not a valid page URL',
    );
  });

  it('does not read inherited properties as values', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('fills zero rather than treating it as missing', () => {
    expect(formatMessage(messages.relativeTime.secondsAgo, { n: 0 })).toBe('about 0 seconds ago');
  });
});
