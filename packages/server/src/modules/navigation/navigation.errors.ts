import { defineError } from '#platform/errors/app-error';

export const NavigationErrors = {
  linkNotFound: defineError({
    kind: 'not_found',
    code: 'navigation.link_not_found',
    message: 'This menu link does not exist.',
  }),
  badOrder: defineError({
    kind: 'invalid',
    code: 'navigation.bad_order',
    message: 'The menu must list every page and link of the main navigation exactly once.',
  }),
  tooDeep: defineError({
    kind: 'invalid',
    code: 'navigation.too_deep',
    message: 'Menu items nest one level only: an item under another cannot hold items itself.',
  }),
};
