import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Publishes the whole site from the editor: Publish, the review, then Publish site. */
export async function publishWholeSite(editor: Page): Promise<void> {
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = editor.getByRole('dialog', { name: 'Publish the site' });
  await dialog.getByTestId('publish-review').waitFor();
  await dialog.getByRole('button', { name: 'Publish site' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => editor.getByText('Site published', { exact: true }).count()).toBe(1);
}
