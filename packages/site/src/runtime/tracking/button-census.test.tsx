// @vitest-environment happy-dom
import { ANALYTICS_TIMEOUT_MS, BlockType } from '@atelier/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../../blocks/block-view';
import { BUTTON_CLICK_URL, BUTTON_CONTEXT, BUTTON_RENDER_URL, startButtonCensus } from './button-census';
import { jsonOf, stubFetch } from './tracking.test-support';

const RECORD = 'abc|1|2|3|4';

function renderButtons(...buttons: { id: string; settings: Record<string, unknown> }[]): HTMLElement[] {
  document.body.innerHTML = renderToString(
    buttons.map(({ id, settings }) => (
      <BlockView key={id} block={{ id, type: BlockType.button, settings }} />
    )),
  );
  return [...document.querySelectorAll<HTMLElement>(`[data-block-type="${BlockType.button}"]`)];
}

describe('button census', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('counts each rendered button with its fields and the visitor cookie', () => {
    const { to } = stubFetch();
    const blocks = renderButtons(
      {
        id: 'b1',
        settings: { label: ' Book a table ', href: '/reservations', size: 'large', alignment: 'center' },
      },
      { id: 'b2', settings: { label: 'Menu', href: 'https://example.com/menu.pdf', newWindow: true } },
    );
    const stop = startButtonCensus(blocks, RECORD);
    const renders = to(BUTTON_RENDER_URL).map((request) => jsonOf(request.init));
    expect(renders).toEqual([
      {
        id: 'b1',
        buttonText: 'Book a table',
        clickthroughUrl: '/reservations',
        alignment: 'center',
        size: 'large',
        newWindow: false,
        context: BUTTON_CONTEXT,
        visitorCookie: RECORD,
      },
      {
        id: 'b2',
        buttonText: 'Menu',
        clickthroughUrl: 'https://example.com/menu.pdf',
        alignment: 'left',
        size: 'medium',
        newWindow: true,
        context: BUTTON_CONTEXT,
        visitorCookie: RECORD,
      },
    ]);
    expect(to(BUTTON_RENDER_URL)[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    stop();
  });

  it('sends button-click on a click, and no more after the undo', () => {
    const { to } = stubFetch();
    const [block] = renderButtons({ id: 'b1', settings: { label: 'Go', href: '#next' } });
    const stop = startButtonCensus([block!], RECORD);
    block!.querySelector('a')!.click();
    expect(to(BUTTON_CLICK_URL).map((request) => jsonOf(request.init))).toEqual([
      expect.objectContaining({
        id: 'b1',
        buttonText: 'Go',
        clickthroughUrl: '#next',
        visitorCookie: RECORD,
      }),
    ]);
    // keepalive lets the count outlive the page the click leaves.
    expect(to(BUTTON_CLICK_URL)[0]?.init.keepalive).toBe(true);
    stop();
    block!.querySelector('a')!.click();
    expect(to(BUTTON_CLICK_URL)).toHaveLength(1);
  });

  it('gives up after 2.5 s and ignores the failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent } = stubFetch(
      (url) =>
        new Promise<Response>((_, reject) => {
          const signal = sent.find((request) => request.url === url)?.init.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const [block] = renderButtons({ id: 'b1', settings: { label: 'Go', href: '/go' } });
    startButtonCensus([block!], RECORD);
    const signal = sent[0]?.init.signal;
    vi.advanceTimersByTime(ANALYTICS_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    await vi.runAllTimersAsync();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('skips a button block without a link', () => {
    const { sent } = stubFetch();
    document.body.innerHTML = `<div data-block-type="${BlockType.button}" data-block-id="x"></div>`;
    startButtonCensus([document.body.firstElementChild as HTMLElement], RECORD);
    expect(sent).toHaveLength(0);
  });
});
