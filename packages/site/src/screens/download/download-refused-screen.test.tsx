import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import { DownloadRefusedScreen } from './download-refused-screen';

describe('download refused screen', () => {
  it('says why and leads to the order when there is one', () => {
    const { document } = renderMarkup(
      <DownloadRefusedScreen
        reason="used_up"
        title="This download link has been used up"
        text="Contact the store."
        orderLink="/commerce/orders/x?token=a&b"
      />,
    );
    const box = document.querySelector('[data-download-refused="used_up"]')!;
    expect(box.querySelector('h1')?.textContent).toBe('This download link has been used up');
    expect(box.querySelector('h1 + p')?.textContent).toBe('Contact the store.');
    expect(box.querySelector('a.button')?.getAttribute('href')).toBe('/commerce/orders/x?token=a&b');
    const invalid = renderMarkup(
      <DownloadRefusedScreen reason="invalid" title="Not valid" text="Open it whole." />,
    );
    expect(invalid.document.querySelector('a')).toBeNull();
  });
});
