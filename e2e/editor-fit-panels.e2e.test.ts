import { describe, expect, it } from 'vitest';
import { closeAllDialogs, DESKTOP_WIDTHS, fitCheck, PHONE, resizeTo } from './support/fit';
import { addEveryBlockPage, useFitSite } from './support/fit-site';
import { tourPanels } from './support/fit-tours';

/**
 * The editor of a new shop (support/fit-site.ts): its pages, blocks and design panels, with every
 * block's settings and the dialogs the pages panel opens, lie within the window at 1024, 1280 and
 * 1440 px, and on a 390 px phone, where the panels open as sheets.
 */
describe('the editor’s panels fit the window', () => {
  const shop = useFitSite();

  it('makes a page with one block of every kind, to check each block’s settings', async () => {
    await addEveryBlockPage(shop.editor);
  });

  // The window is resized around each panel: a panel opened once is measured at every width.
  it(`fits every panel at ${DESKTOP_WIDTHS.join(', ')} px`, async () => {
    await closeAllDialogs(shop.editor);
    const fit = fitCheck(shop.editor, DESKTOP_WIDTHS);
    await tourPanels(fit);
    expect(fit.problems).toEqual([]);
  });

  it(`fits every panel at ${PHONE.width} px, each opened as a sheet`, async () => {
    await closeAllDialogs(shop.editor);
    await resizeTo(shop.editor, PHONE.width);
    const fit = fitCheck(shop.editor, [PHONE.width]);
    await tourPanels(fit);
    expect(fit.problems).toEqual([]);
  });

  it('ran without errors in the page', () => {
    expect(shop.watch.errors).toEqual([]);
  });
});
