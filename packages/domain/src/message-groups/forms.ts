// Texts of visitor forms (spec 000 §3, §5 and §8).

export const formMessages = {
  submitting: 'Submitting…',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  captchaRequired: 'Complete CAPTCHA before submitting.',
  submissionKeyFailed: 'Could not get a form submission key, please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  status401: 'Unable to submit form. Please try again later.',
  status404: 'This form has not been configured yet.',
  status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  status500: 'Unable to send form. Please try again later.',
  renderFailed: 'Could not render form',
} as const;

export const formFieldMessages = {
  characterLimitExceeded: 'You have exceeded the character limit.',
  characterCount: '{used} / {max}',
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
} as const;

/** Labels of the parts of compound fields in a submission summary (spec 000 §3). */
export const formSummaryMessages = {
  first: 'First',
  last: 'Last',
  country: 'Country',
  areacode: 'Areacode',
  prefix: 'Prefix',
  line: 'Line',
  line1: 'Line1',
  line2: 'Line2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
  ampm: 'Ampm',
} as const;

export const likertMessages = {
  stronglyDisagree: 'Strongly Disagree',
  disagree: 'Disagree',
  neutral: 'Neutral',
  agree: 'Agree',
  stronglyAgree: 'Strongly Agree',
} as const;
