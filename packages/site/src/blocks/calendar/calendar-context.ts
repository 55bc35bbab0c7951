import { createContext, useContext } from 'react';
import type { MonthCalendarView } from '../../screens/events/events-views';
import { OWNER_PREVIEW } from '../product/product-context';

/**
 * The month each Calendar block shows, by the id of the Events page it names, drawn by the server
 * (render/calendar-lookup.ts) with that page's published events. An owner's preview is marked
 * (OWNER_PREVIEW): there a block without a page says what it needs; visitors get nothing.
 */
export type CalendarLookup = Record<string, MonthCalendarView> & { [OWNER_PREVIEW]?: true };

export const CalendarContext = createContext<CalendarLookup>({});
export const useCalendars = (): CalendarLookup => useContext(CalendarContext);
