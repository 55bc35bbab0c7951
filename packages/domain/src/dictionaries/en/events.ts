import { eventsMessages } from '../../message-groups/events';

/** Events pages and the Calendar block. */
export const events = { ...eventsMessages } as const;
