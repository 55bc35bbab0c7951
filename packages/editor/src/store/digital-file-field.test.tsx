// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorQueryClient } from '../shared/queries';
import { DigitalFileField } from './digital-file-field';
import { newProductDraft } from './product-draft';

const NOTE = 'This file is also shown on a public page, so anyone can open it there.';
const SHOWN = 'a'.repeat(24);
const HIDDEN = 'b'.repeat(24);

describe('the digital file field', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  const asked: string[] = [];

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    asked.length = 0;
    // The usage call answers whether the file is shown publicly, as the server does.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify({ pages: [], public: path.includes(SHOWN) }), { status: 200 });
      }),
    );
    client = createEditorQueryClient();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const show = (mediaId: string) =>
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <DigitalFileField
            draft={{
              ...newProductDraft(),
              productType: 2,
              digitalFile: { mediaId, fileName: 'art.png', size: 1000, mimeType: 'image/png' },
            }}
            onChange={() => undefined}
            errors={{}}
            defaults={{ downloadLimit: 5, downloadDays: 7 }}
          />
        </QueryClientProvider>,
      ),
    );

  it('says so when the file is also shown on a public page', async () => {
    await show(SHOWN);
    await vi.waitFor(() => expect(container.textContent).toContain(NOTE));
    expect(asked).toEqual([`/api/config/media/${SHOWN}/usage`]);
  });

  it('says nothing for a file no public page shows, nor for the previous file once another is chosen', async () => {
    await show(SHOWN);
    await vi.waitFor(() => expect(container.textContent).toContain(NOTE));
    await show(HIDDEN);
    expect(container.textContent).not.toContain(NOTE);
    await vi.waitFor(() => expect(asked).toContain(`/api/config/media/${HIDDEN}/usage`));
    // Once the hidden file's answer has landed (no query left fetching), the note is still absent.
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => undefined);
    expect(container.textContent).not.toContain(NOTE);
  });
});
