import { expect } from 'vitest';
import { openStore, topBarAction } from './editor';
import { closeDialog, expandBlock, type FitCheck, openPage, showPanel } from './fit';
import { FIT_CHECK_PAGE } from './fit-site';

/** The analytics dashboard's words on visitors who declined cookies (analytics-sections.tsx). */
const DECLINED_VISITORS =
  'Visitors who declined cookies are counted only under Cookie consent: every other figure leaves them out, so form views and submissions always come from the same visitors.';

/**
 * The pages panel (its list, a page's ⋯ menu, Add page, a page's and a store page's settings, the
 * menu editor), the blocks panel (its list, the Add block menu, each block's settings, a section's
 * layout, a gallery of five slides) and the design panel in its place.
 */
export async function tourPanels(fit: FitCheck): Promise<void> {
  const { editor, check } = fit;
  await openPage(fit, FIT_CHECK_PAGE);
  const pages = await showPanel(fit, 'Pages');
  await check('Pages', pages);
  await pages.getByRole('button', { name: 'More actions for Help' }).click();
  await check('Pages with a page menu', pages);
  await editor.keyboard.press('Escape');
  await pages.getByRole('button', { name: 'Add page' }).click();
  const addPage = pages.getByRole('form', { name: 'New page' });
  await addPage.getByRole('radio', { name: /^Store/ }).check();
  await check('Add page', pages);
  await addPage.getByRole('button', { name: 'Cancel' }).click();
  await addPage.waitFor({ state: 'detached' });
  await pages.getByRole('button', { name: 'Settings for Help' }).click();
  await check('Page settings', editor.getByRole('dialog', { name: 'Page settings' }));
  await closeDialog(editor);
  await pages.getByRole('button', { name: 'Settings for Shop' }).click();
  await check('Store page settings', editor.getByRole('dialog', { name: 'Page settings' }));
  await closeDialog(editor);
  await pages.getByRole('button', { name: 'Menu', exact: true }).click();
  await check('Menu', editor.getByRole('dialog', { name: 'Menu' }));
  await closeDialog(editor);

  const blocks = await showPanel(fit, 'Blocks');
  await check('Blocks', blocks);
  await blocks.getByRole('button', { name: 'Add block' }).click();
  await check('Blocks with the Add block menu', blocks);
  await editor.keyboard.press('Escape');
  const rows = blocks.locator('.block-row');
  for (let i = 0; i < (await rows.count()); i += 1) {
    const kind = await rows.nth(i).locator('.block-row__kind').innerText();
    await expandBlock(rows.nth(i));
    await check(`Block ${kind}`, blocks);
  }
  await blocks.getByRole('button', { name: 'Layout of section 1' }).click();
  await check('Section layout', blocks);
  await blocks.getByRole('button', { name: 'Layout of section 1' }).click();
  await showHelpGallery(fit);
  await check('Gallery with five slides', await showPanel(fit, 'Blocks'));

  await editor.getByRole('button', { name: 'Design', exact: true }).click();
  await check('Design', editor.locator('.design-panel'));
  await editor.getByRole('button', { name: 'Design', exact: true }).click();
}

/** The Help page in the editor with its gallery's settings open (the library is a click away). */
async function showHelpGallery(fit: FitCheck): Promise<void> {
  await openPage(fit, 'Help');
  await expandBlock((await showPanel(fit, 'Blocks')).locator('.block-row', { hasText: 'Gallery' }).first());
}

/**
 * The dialogs of the top bar, each in the state an owner of a shop with an order meets it: Media
 * (and deleting a file), Choose files from a gallery, the forms inbox and outbox, Analytics,
 * Cookies, every section of Store, Site settings, History, Search and sharing, and the publish
 * review.
 */
export async function tourDialogs(fit: FitCheck): Promise<void> {
  const { editor, check } = fit;
  const dialogOf = async (action: string, name: string) => {
    await topBarAction(editor, action);
    const dialog = editor.getByRole('dialog', { name });
    await dialog.waitFor();
    return dialog;
  };
  await showHelpGallery(fit);

  const media = await dialogOf('Media', 'Media');
  await media.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
  await check('Media', media);
  await media.getByRole('button', { name: 'Delete…' }).click();
  await check('Media delete', media);
  await media.getByRole('button', { name: 'Keep it' }).click();
  await closeDialog(editor);
  await (await showPanel(fit, 'Blocks')).getByRole('button', { name: 'Add images from the library' }).click();
  await check('Choose files', editor.getByRole('dialog', { name: 'Choose files' }));
  await closeDialog(editor);
  const forms = await dialogOf('Forms', 'Forms');
  await forms.getByRole('button', { name: /^Ask us anything/ }).click();
  await forms.getByText('Do you ship to Lisbon?').first().waitFor();
  await check('Forms inbox', forms);
  await forms.getByRole('button', { name: 'Outbox', exact: true }).click();
  await forms.getByRole('heading', { name: 'Outbox' }).waitFor();
  await check('Forms outbox', forms);
  await closeDialog(editor);
  const analytics = await dialogOf('Analytics', 'Analytics');
  await check('Analytics', analytics);
  // Under the form conversion, at every width: how visitors who declined cookies are counted.
  await fit.eachWidth(async () => {
    await analytics.getByText(DECLINED_VISITORS).scrollIntoViewIfNeeded();
    expect(await analytics.getByText(DECLINED_VISITORS).isVisible()).toBe(true);
  });
  await closeDialog(editor);
  const cookies = await dialogOf('Cookies', 'Cookies');
  await check('Cookies', cookies);
  await cookies.getByRole('tab', { name: 'Consent log' }).click();
  await check('Cookies consent log', cookies);
  await closeDialog(editor);

  const store = await openStore(editor, 'Products');
  await check('Store products', store);
  await store.getByRole('button', { name: 'Stoneware mug (example)', exact: true }).click();
  await store.getByRole('form', { name: /^Product Stoneware mug/ }).waitFor();
  await check('Store product editor', store);
  await store.locator('.store-variants').scrollIntoViewIfNeeded();
  await check('Store variants table', store);
  await store.getByRole('tab', { name: 'Orders' }).click();
  await store.getByRole('button', { name: /^#\d+/ }).first().click();
  await check('Store order detail', store);
  await store.getByRole('button', { name: '← All orders' }).click();
  await check('Store orders', store);
  await store.getByRole('tab', { name: 'Inventory' }).click();
  await check('Store inventory', store);
  await store.getByRole('tab', { name: 'Coupons' }).click();
  await check('Store coupons', store);
  await store.getByRole('button', { name: 'New coupon' }).click();
  await check('Store new coupon', store);
  await store.getByRole('tab', { name: 'Settings' }).click();
  await check('Store settings', store);
  await closeDialog(editor);

  await check('Site settings', await dialogOf('Site settings', 'Site settings'));
  await closeDialog(editor);
  await check('History', await dialogOf('History', 'Publish history'));
  await closeDialog(editor);
  await check('Search and sharing', await dialogOf('Search and sharing', 'Search and sharing'));
  await closeDialog(editor);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const review = editor.getByRole('dialog', { name: 'Publish the site' });
  await review.getByTestId('publish-review').waitFor();
  await check('Publish review', review);
  await closeDialog(editor);
}
