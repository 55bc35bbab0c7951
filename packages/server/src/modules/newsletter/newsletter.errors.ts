import { defineError } from '#platform/errors/app-error';

export const NewsletterErrors = {
  subscriberNotFound: defineError({
    kind: 'not_found',
    code: 'newsletter.subscriber_not_found',
    message: 'This subscriber does not exist on this site.',
  }),
  siteNotFound: defineError({
    kind: 'not_found',
    code: 'newsletter.site_not_found',
    message: 'There is no site at this address.',
  }),
};
