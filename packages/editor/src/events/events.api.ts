import type { EventJson } from '@atelier/server/api-types';
import { api } from '../api/client';

export type EventItem = EventJson;

/** What a save sends: every field of an event (`start`/`end` days when all-day). */
export interface EventFields {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  timeZone: string;
  location: string;
  description: Record<string, unknown> | null;
  mediaId: string | null;
  link: string | null;
  status: 'draft' | 'published';
}

const one = (id: string) => `/api/config/events/${encodeURIComponent(id)}`;

export const fetchEvents = async (pageId: string) =>
  (await api.get<{ events: EventItem[] }>(`/api/config/pages/${encodeURIComponent(pageId)}/events`)).events;

export const createEvent = async (pageId: string, fields: EventFields) =>
  (await api.post<{ event: EventItem }>(`/api/config/pages/${encodeURIComponent(pageId)}/events`, fields))
    .event;

export const saveEvent = async (id: string, fields: EventFields) =>
  (await api.put<{ event: EventItem }>(one(id), fields)).event;

export const duplicateEvent = async (id: string) =>
  (await api.post<{ event: EventItem }>(`${one(id)}/duplicate`)).event;

export const deleteEvent = (id: string) => api.delete<{ ok: true }>(one(id));

/** The owner's own zone, the default of a new event. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zones the browser knows, for the time-zone list. */
export const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [browserTimeZone()];
};
