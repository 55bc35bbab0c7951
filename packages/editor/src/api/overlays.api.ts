import type { AnnouncementBarSettings, PopupOverlaySettings } from '@atelier/domain';
import { api } from './client';

const BAR_PATH = '/api/config/announcement-bar';
const POPUP_PATH = '/api/config/popup-overlay';

export interface PopupOverlayReport {
  shown: number;
  closed: number;
  submitted: number;
  conversion: number;
}

export async function fetchAnnouncementBar(): Promise<AnnouncementBarSettings> {
  return (await api.get<{ settings: AnnouncementBarSettings }>(BAR_PATH)).settings;
}

/** Saves the bar; answers it as stored. A 400 names bad fields as `settings.<field>`. */
export async function saveAnnouncementBar(
  settings: Partial<AnnouncementBarSettings>,
): Promise<AnnouncementBarSettings> {
  return (await api.put<{ settings: AnnouncementBarSettings }>(BAR_PATH, { settings })).settings;
}

export async function fetchPopupOverlay(): Promise<PopupOverlaySettings> {
  return (await api.get<{ settings: PopupOverlaySettings }>(POPUP_PATH)).settings;
}

/** Saves the popup (its form id is the server's); answers it as stored. */
export async function savePopupOverlay(
  settings: Partial<Omit<PopupOverlaySettings, 'formId'>>,
): Promise<PopupOverlaySettings> {
  return (await api.put<{ settings: PopupOverlaySettings }>(POPUP_PATH, { settings })).settings;
}

/** The popup's showings, closes and sign-ups over all kept days. */
export async function fetchPopupReport(): Promise<PopupOverlayReport> {
  return (await api.get<{ report: PopupOverlayReport }>(`${POPUP_PATH}/report`)).report;
}
