import { enCart } from '@atelier/domain';
import { formatMessageLite } from '@atelier/domain/dictionaries/format-lite';
import { cartLoaders } from '@atelier/domain/dictionaries/load-cart';
import { type BrowserText, englishText, loadPageText } from '../../i18n/page-dictionary';
import { readCookie } from '../../runtime/cookies';

/** Spec 001 §9: the count shows "100+" above 100 (LIMITS.cartCountDisplayCap of the domain). */
const DISPLAY_CAP = 100;

/** What the indicator shows and says for a number of items (spec 001 §9: "100+" past 100). */
export function cartCountText(
  count: number,
  text: BrowserText<'cart'> = englishText<'cart'>(enCart, formatMessageLite),
): { shown: string; spoken: string } {
  if (count > DISPLAY_CAP) return { shown: text('countCapped'), spoken: text('countCappedSpoken') };
  return { shown: String(count), spoken: text('itemsInCart', { count }) };
}

/** Writes a count into the indicator; marks it initialized and toggles its empty marker (spec 001 §3). */
export function showCartCount(indicator: HTMLElement, count: number, text?: BrowserText<'cart'>): void {
  const { shown, spoken } = cartCountText(count, text);
  const number = indicator.querySelector('[data-cart-count]');
  if (number) number.textContent = shown;
  indicator.setAttribute('aria-label', spoken);
  indicator.toggleAttribute('data-empty', count === 0);
  indicator.setAttribute('data-initialized', '');
}

/** Tabs of one site (one origin) tell each other the count they read from the cart API; the boot of
 * a tab without a cart listens on the same channel to start its indicator (runtime/boot.ts). */
export const CART_CHANNEL = 'atelier-cart';

/** The channel, or null where there is none (old browsers, an opaque origin that refuses one). */
function openChannel(win: Window): BroadcastChannel | null {
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  try {
    return Channel ? new Channel(CART_CHANNEL) : null;
  } catch {
    return null;
  }
}

/**
 * The header's cart indicator. Its markup is the same for every visitor (the page is cached), so
 * the count comes from the visitor's own cart: none without the hasCart cookie, else the cart API.
 * Each count read is told to the site's other open tabs, which show it at once (a tab beside this
 * one in another window does not wait to be looked at); a tab also syncs again when it comes back
 * into view.
 */
export function startCartIndicator(indicator: HTMLElement, win: Window = window): () => void {
  const channel = openChannel(win);
  // English (with its plural) is at hand; another language comes in its own chunk.
  const textReady = loadPageText<'cart'>(enCart, cartLoaders, win.document, formatMessageLite);
  let stopped = false;
  const show = async (count: number) => {
    const text = await textReady;
    // Stopped while its words were on their way: the channel is closed and the page has moved on.
    if (stopped) return;
    showCartCount(indicator, count, text);
    channel?.postMessage({ count });
  };
  const sync = async () => {
    // readCookie gives null in the editor's sandboxed preview, where cookies cannot be read.
    if (readCookie('hasCart', win.document) !== 'true') return show(0);
    try {
      const response = await win.fetch('/api/commerce/cart', { credentials: 'same-origin' });
      if (!response.ok) return;
      const body = (await response.json()) as { cart?: { totalQuantity?: number } };
      await show(body.cart?.totalQuantity ?? 0);
    } catch {
      // Offline: the indicator keeps what it last showed.
    }
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const count = (event.data as { count?: unknown } | null)?.count;
      if (typeof count === 'number' && Number.isInteger(count) && count >= 0)
        void textReady.then((text) => showCartCount(indicator, count, text));
    };
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void sync();
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void sync();
  };
  void sync();
  win.addEventListener('pageshow', onPageShow);
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    channel?.close();
    win.removeEventListener('pageshow', onPageShow);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The header's cart indicator (page/site-header.tsx), started like a block behaviour. */
export default function cartIndicator(element: HTMLElement): () => void {
  return startCartIndicator(element);
}
