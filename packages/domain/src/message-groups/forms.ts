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

/**
 * Ours, not the specification's: field errors the specification leaves unwritten ("exact
 * form-handler error strings from the server: not shown"). Shown above a field's title, like the
 * specification's own field messages.
 */
export const formValidationMessages = {
  required: 'This field is required.',
  tooLong: 'This entry is too long.',
  number: 'Enter a number.',
  currency: 'Enter an amount, such as 25.00.',
  website: 'Enter a website address, such as example.com.',
  usZip: 'Enter a 5-digit ZIP code.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
  phone: 'Enter a phone number using digits only.',
  option: 'Choose one of the options given.',
  likertIncomplete: 'Choose an answer for each statement.',
  likertInvalid: 'Choose an answer on the scale given.',
  nulCharacter: 'Contains a NUL character, which text cannot hold.',
  /** The example address filled into formFieldMessages.emailInvalid. */
  emailExample: 'name@example.com',
} as const;

/**
 * Ours, not the specification's: words of the visitor-facing form and newsletter blocks that the
 * specification leaves unwritten.
 */
export const formBlockMessages = {
  /** After the title of a field the visitor must fill in. */
  required: '(required)',
  /** The empty first choice of a select field. */
  selectPlaceholder: 'Select an option',
  am: 'AM',
  pm: 'PM',
  /** The (visually hidden) label of the newsletter's address field. */
  newsletterEmailLabel: 'Email Address',
  newsletterSubmit: 'Sign Up',
  /** The submit button of a form whose owner left its text empty. */
  submit: 'Submit',
  /** Shown after a submission when the owner wrote no message of their own. */
  thankYou: 'Thank you!',
  /** A success redirect a browser without JavaScript has to follow by hand. */
  continueLink: 'Continue',
  /** The accessible name of the frame that shows the owner's post-submit HTML. */
  postSubmitFrameTitle: 'Message after sending',
  /** A form submitted inside the editor's preview, whose sandboxed frame may not send it. */
  previewNotSent:
    'This is the editor’s preview: forms are not sent from here. Open the published page to try this form.',
} as const;

/**
 * Ours, not the specification's: what the site owner reads about submissions, in the notification
 * email and the inbox export.
 */
export const formInboxMessages = {
  notificationSubject: 'New submission: {form}',
  notificationIntro: 'Someone filled in "{form}" on {site}.',
  notificationPage: 'Page: {page}',
  notificationTime: 'Submitted: {time}',
  notificationInbox: "All submissions are in your site's inbox: {url}",
  /** The name of a form that has no title and whose page has none either. */
  untitledForm: 'Form',
  csvSubmitted: 'Submitted',
  csvPage: 'Page',
} as const;
