import { eventFieldMessages, eventMessages, performanceMessages } from '@atelier/domain';

/** The texts tracking logs or reports; loaded through load-message.ts only when one is needed. */
export const trackingMessages = { ...eventMessages, ...performanceMessages, ...eventFieldMessages };
export type TrackingMessage = keyof typeof trackingMessages;
