import { defineError } from '#platform/errors/app-error';

export const OutboxErrors = {
  messageNotFound: defineError({
    kind: 'not_found',
    code: 'outbox.message_not_found',
    message: 'This site has no email with this id.',
  }),
};
