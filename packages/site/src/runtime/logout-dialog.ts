import { messages } from '@atelier/domain';
import { type InfoDialog, type InfoDialogOptions, showInfoDialog } from './info-dialog';

/** The information dialog a visitor sees after logging out (spec 000 §2). */
export function showLogoutDialog(options: Pick<InfoDialogOptions, 'doc' | 'registry'> = {}): InfoDialog {
  return showInfoDialog({ ...options, title: messages.logout.title, message: messages.logout.message });
}
