import { formMessages } from '@atelier/domain';
import { defineError } from '#platform/errors/app-error';

/**
 * Visitor-facing failures carry the spec's texts (spec 000 §8): the site's form shows them as sent.
 * Owner-facing ones are ours.
 */
export const FormErrors = {
  notConfigured: defineError({
    kind: 'not_found',
    code: 'forms.not_configured',
    message: formMessages.status404,
  }),
  keyInvalid: defineError({
    kind: 'login_required',
    code: 'forms.key_invalid',
    message: formMessages.status401,
  }),
  rateLimited: defineError({
    kind: 'rate_limited',
    code: 'forms.rate_limited',
    message: formMessages.status429,
  }),
  captchaRequired: defineError({
    kind: 'invalid',
    code: 'forms.captcha_required',
    message: formMessages.captchaRequired,
  }),
  unparseable: defineError({
    kind: 'invalid',
    code: 'forms.unparseable',
    message: formMessages.unparseableFields,
  }),
  fieldsInvalid: defineError({
    kind: 'invalid',
    code: 'forms.fields_invalid',
    message: formMessages.fieldsInvalid,
  }),
  pageLocked: defineError({
    kind: 'forbidden',
    code: 'forms.page_locked',
    message: 'This page is locked. Enter its password, then send the form again.',
  }),
  membersOnly: defineError({
    kind: 'forbidden',
    code: 'forms.members_only',
    message: 'Only members can send this form. Sign in, then send it again.',
  }),
  submissionNotFound: defineError({
    kind: 'not_found',
    code: 'forms.submission_not_found',
    message: 'This submission does not exist or was deleted.',
  }),
  formNotFound: defineError({
    kind: 'not_found',
    code: 'forms.form_not_found',
    message: 'This site has no form with this id.',
  }),
};
