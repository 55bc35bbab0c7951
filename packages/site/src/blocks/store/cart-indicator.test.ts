// @vitest-environment happy-dom
import { LIMITS } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCountText, showCartCount, startCartIndicator } from './cart-indicator.behaviour';

const indicatorHtml =
  '<a href="/cart" data-cart-indicator aria-label="Cart"><span data-cart-count aria-hidden="true">0</span></a>';

describe('cart indicator', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'hasCart=; max-age=0; path=/';
    vi.unstubAllGlobals();
  });

  it('shows the count up to 100 and "100+" past it, with the spoken words of spec 001 §9', () => {
    expect(cartCountText(3)).toEqual({ shown: '3', spoken: '3 items in cart' });
    expect(cartCountText(100)).toEqual({ shown: '100', spoken: '100 items in cart' });
    expect(cartCountText(101)).toEqual({ shown: '100+', spoken: 'More than 100 items in cart' });
    expect(cartCountText(LIMITS.cartCountDisplayCap).shown).toBe(String(LIMITS.cartCountDisplayCap));
    expect(cartCountText(LIMITS.cartCountDisplayCap + 1).shown).toBe('100+');
  });

  it('marks itself initialized and empty at 0, and drops the empty marker with items', () => {
    document.body.innerHTML = indicatorHtml;
    const indicator = document.querySelector<HTMLElement>('[data-cart-indicator]')!;
    expect(indicator.hasAttribute('data-initialized')).toBe(false);
    showCartCount(indicator, 0);
    expect(indicator.hasAttribute('data-initialized')).toBe(true);
    expect(indicator.hasAttribute('data-empty')).toBe(true);
    showCartCount(indicator, 250);
    expect(indicator.hasAttribute('data-empty')).toBe(false);
    expect(indicator.textContent).toBe('100+');
    expect(indicator.getAttribute('aria-label')).toBe('More than 100 items in cart');
  });

  it('asks the cart API only with the hasCart cookie, and again when the tab comes back', async () => {
    document.body.innerHTML = indicatorHtml;
    const indicator = document.querySelector<HTMLElement>('[data-cart-indicator]')!;
    let quantity = 2;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cart: { totalQuantity: quantity } })));
    vi.stubGlobal('fetch', fetch);
    const stop = startCartIndicator(indicator, window);
    await vi.waitFor(() => expect(indicator.hasAttribute('data-initialized')).toBe(true));
    expect(fetch).not.toHaveBeenCalled();
    expect(indicator.hasAttribute('data-empty')).toBe(true);

    document.cookie = 'hasCart=true; path=/';
    quantity = 5;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(indicator.textContent).toBe('5'));
    expect(fetch).toHaveBeenCalledWith('/api/commerce/cart', { credentials: 'same-origin' });
    expect(indicator.hasAttribute('data-empty')).toBe(false);
    stop();
    quantity = 9;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
