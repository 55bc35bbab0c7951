import { reviewMessages } from '../../message-groups/reviews';

/** What a customer and a visitor read about product reviews. */
export const reviews = { ...reviewMessages } as const;
