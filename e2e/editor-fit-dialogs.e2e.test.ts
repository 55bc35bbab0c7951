import { describe, expect, it } from 'vitest';
import { closeAllDialogs, DESKTOP_WIDTHS, fitCheck, PHONE } from './support/fit';
import { addEveryBlockPage, sellCandle, useFitSite } from './support/fit-site';
import { tourDialogs } from './support/fit-tours';

const WIDTHS = [...DESKTOP_WIDTHS, PHONE.width];

/**
 * The editor of a new shop with a sale behind it (support/fit-site.ts): every dialog of the top
 * bar, in each of its sections, lies within the window at 1024, 1280, 1440 and 390 px. A dialog's
 * layout follows the window alone (the editor's styles, no script), so the window is resized
 * around each dialog: a dialog opened once is measured at every width.
 */
describe('the editor’s dialogs fit the window', () => {
  const shop = useFitSite();

  it('sells the candle to a visitor who accepted cookies and wrote through the contact form', async () => {
    await sellCandle(shop.browser, shop.editor, shop.site);
  });

  it('makes a page with one block of every kind, as the other fit checks have it', async () => {
    await addEveryBlockPage(shop.editor);
  });

  it(`fits every dialog at ${WIDTHS.join(', ')} px`, async () => {
    await closeAllDialogs(shop.editor);
    const fit = fitCheck(shop.editor, WIDTHS);
    await tourDialogs(fit);
    expect(fit.problems).toEqual([]);
  });

  it('ran without errors in the page', () => {
    expect(shop.watch.errors).toEqual([]);
  });
});
