import { defineError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';

/** The events module's errors (modules/events). */
export const EventsErrors = {
  /** A field the command's schema, or a rule across fields (end before start), refused. */
  invalidInput: CommonErrors.invalidInput,
  pageNotFound: defineError({
    kind: 'not_found',
    code: 'events.page_not_found',
    message: 'This Events page does not exist on this site.',
  }),
  notFound: defineError({
    kind: 'not_found',
    code: 'events.not_found',
    message: 'This event does not exist on this site.',
  }),
};
