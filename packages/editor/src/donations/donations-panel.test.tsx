// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDonationSettings } from '../blocks/donation-defaults';
import { DonationEditor } from '../blocks/donation-editor';
import { createEditorQueryClient } from '../shared/queries';
import type { DonationsAnswer } from './donations.api';
import { DonationsPanel } from './donations-panel';

const ANSWER: DonationsAnswer = {
  donations: [
    {
      id: 'a'.repeat(24),
      orderId: 'b'.repeat(24),
      receiptNumber: 1,
      status: 'paid',
      cause: 'Community kiln fund',
      fund: 'Kiln repairs',
      frequency: 'one-time',
      amount: 4250,
      currency: 'USD',
      amountFormatted: '$42.50',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      message: 'Fire well!',
      createdAt: '2026-03-01T10:00:00.000Z',
      paidAt: '2026-03-01T10:01:00.000Z',
      receiptSentAt: '2026-03-01T10:01:00.000Z',
    },
  ],
  totals: {
    byCause: [
      { cause: 'Community kiln fund', currency: 'USD', count: 1, total: 4250, totalFormatted: '$42.50' },
    ],
    overall: [{ currency: 'USD', count: 1, total: 4250, totalFormatted: '$42.50' }],
  },
  organisation: { name: 'Riverside Clay', address: '12 Mill Lane', taxNumber: 'CH-1', lastReceiptNumber: 1 },
};

describe('the Donations panel and the Donation block’s settings', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  const asked: { call: string; body: unknown }[] = [];

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const call = `${init?.method ?? 'GET'} ${path}`;
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        asked.push({ call, body });
        const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status });
        if (path === '/api/auth/session') return json({ account: null, crumb: 'c' });
        if (call === 'GET /api/config/donations') return json(ANSWER);
        if (call === 'PUT /api/config/donations/organisation')
          return json({ organisation: { ...body, lastReceiptNumber: 1 } });
        if (call.startsWith('POST /api/config/donations/')) return json({ donation: ANSWER.donations[0] });
        if (call === 'GET /api/config/store/settings') return json({ settings: { currency: 'EUR' } });
        return json({ error: 'Not here' }, 404);
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
    client.clear();
    vi.unstubAllGlobals();
  });

  const until = (check: () => void) =>
    vi.waitFor(
      async () => {
        await act(async () => {});
        check();
      },
      { timeout: 10_000 },
    );
  const button = (name: string) =>
    Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name)!;

  it('lists the donors with totals and the CSV, resends a receipt and saves the organisation', async () => {
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <DonationsPanel permissions={['view', 'donations']} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    await until(() => expect(container.textContent).toContain('Ada Lovelace'));
    expect(container.textContent).toContain('All causes: $42.50 from 1 gift');
    expect(container.querySelector('a[href="/api/config/donations.csv"]')).not.toBeNull();
    act(() => button('Resend receipt').click());
    await until(() =>
      expect(
        asked.some((a) => a.call === `POST /api/config/donations/${'a'.repeat(24)}/resend-receipt`),
      ).toBe(true),
    );
    act(() => button('Save details').click());
    await until(() =>
      expect(asked.find((a) => a.call === 'PUT /api/config/donations/organisation')?.body).toEqual({
        name: 'Riverside Clay',
        address: '12 Mill Lane',
        taxNumber: 'CH-1',
      }),
    );
  });

  it('tells a role without `donations` that it cannot see donors, and asks nothing', async () => {
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <DonationsPanel permissions={['view']} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    expect(container.textContent).toContain('Your role cannot see this');
    expect(asked.filter((a) => a.call.includes('donations'))).toEqual([]);
  });

  it('keeps a new block in the store’s currency and names an amount outside the bounds', async () => {
    let settings: Record<string, unknown> = defaultDonationSettings();
    const render = () =>
      root.render(
        <QueryClientProvider client={client}>
          <DonationEditor
            settings={settings}
            onChange={(next) => {
              settings = next;
              render();
            }}
          />
        </QueryClientProvider>,
      );
    act(render);
    await until(() => expect(settings.currency).toBe('EUR'));
    expect(settings.frequency).toBe('one-time');
    settings = { ...settings, suggestedAmounts: [1000, 200] };
    act(render);
    expect(container.textContent).toContain(
      'Each suggested amount lies between the smallest and the largest.',
    );
  });
});
