import { enDialogs } from '@atelier/domain';
import { dialogsLoaders } from '@atelier/domain/dictionaries/load-dialogs';
import { type BrowserText, englishText, loadPageText } from '../i18n/page-dictionary';
import { type InfoDialog, type InfoDialogOptions, showInfoDialog } from './info-dialog';

/** The information dialog a visitor sees after logging out (spec 000 §2), in `text`'s language. */
export function showLogoutDialog(
  options: Pick<InfoDialogOptions, 'doc' | 'registry'> = {},
  text: BrowserText<'dialogs'> = englishText<'dialogs'>(enDialogs),
): InfoDialog {
  return showInfoDialog({
    ...options,
    title: text('logoutTitle'),
    message: text('logoutMessage'),
    closeLabel: text('close'),
  });
}

/** The logout dialog in the page's language, once its strings are there. */
export async function showLogoutNotice(
  options: Pick<InfoDialogOptions, 'doc' | 'registry'> = {},
): Promise<InfoDialog> {
  return showLogoutDialog(options, await loadPageText<'dialogs'>(enDialogs, dialogsLoaders, options.doc));
}
