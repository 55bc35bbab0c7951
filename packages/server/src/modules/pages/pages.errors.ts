import { defineError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';

export const PagesErrors = {
  /** A field that one kind of page cannot take (a store page's password, a page's /store address). */
  invalidInput: CommonErrors.invalidInput,
  notFound: defineError({ kind: 'not_found', code: 'pages.not_found', message: 'This page does not exist.' }),
  slugTaken: defineError({
    kind: 'conflict',
    code: 'pages.slug_taken',
    message: 'Another page already uses this address.',
  }),
  staleRevision: defineError({
    kind: 'conflict',
    code: 'stale_revision',
    message: 'This page was changed elsewhere since you opened it. Reload to see the latest version.',
  }),
  lastHomePage: defineError({
    kind: 'invalid',
    code: 'pages.home_required',
    message: 'The home page cannot be deleted; rename another page to home first.',
  }),
  homeNotFoundPage: defineError({
    kind: 'invalid',
    code: 'pages.home_not_found_page',
    message: 'The home page cannot be the not-found page.',
  }),
  tooManyPages: defineError({
    kind: 'conflict',
    code: 'pages.too_many',
    message: 'This site has reached its limit of pages.',
  }),
  /** A role without the `code` permission added a Code block or changed its HTML (code-guard.ts). */
  codeForbidden: defineError({
    kind: 'forbidden',
    code: 'pages.code_forbidden',
    message: 'Only an admin can add a Code block or change its HTML.',
  }),
  tooManyForms: defineError({
    kind: 'invalid',
    code: 'pages.too_many_forms',
    message: 'This page holds too many forms.',
  }),
  badOrder: defineError({
    kind: 'invalid',
    code: 'pages.bad_order',
    message: 'The order must list every page of that navigation exactly once.',
  }),
  versionNotFound: defineError({
    kind: 'not_found',
    code: 'pages.version_not_found',
    message: 'This version of the site is no longer kept.',
  }),
};
