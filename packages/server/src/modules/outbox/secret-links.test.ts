import { describe, expect, it } from 'vitest';
import { isSecretLink, LINK_REMOVED, redactSecretLinks, redactSecretLinksInHtml } from './secret-links';

// The shapes of the site's signed links; workflows/orders/outbox-secret-links.test.ts builds the real mails.
const BASE = 'http://shop.localhost:3000';
const ORDER_ID = 'c'.repeat(24);
const DOWNLOAD_ID = 'd'.repeat(24);
const statusUrl = `${BASE}/commerce/orders/${ORDER_ID}?token=${'f'.repeat(64)}`;

describe('secret links', () => {
  it('keeps ordinary links, and the sentence around a removed one', () => {
    const text = [
      'Someone filled in "Contact us" on Riverside Studio.',
      'Page: Contact (http://shop.localhost:3000/contact)',
      'Website: https://example.com/?utm_source=letter&page=2',
      'Read it in your inbox: http://shop.localhost:3000/config/.',
    ].join('\n');
    expect(redactSecretLinks(text)).toBe(text);
    expect(redactSecretLinks(`See (${statusUrl}).`)).toBe(`See (${LINK_REMOVED}).`);
  });

  it('finds a credential wherever a link puts it', () => {
    for (const link of [
      `${BASE}/commerce/downloads/${DOWNLOAD_ID}?TOKEN=abc`,
      `${BASE}/somewhere#token=abc`,
      `${BASE}/commerce/downloads/${DOWNLOAD_ID}?key=abc`,
      `${BASE}/api/newsletter/confirm?t=abc`,
      `${BASE}/?handoff=abc`,
    ])
      expect(isSecretLink(link), link).toBe(true);
    for (const link of [`${BASE}/`, `${BASE}/p/glazed-bowl?variant=2`, `${BASE}/commerce/cart`])
      expect(isSecretLink(link), link).toBe(false);
    expect(redactSecretLinks(`Go to /commerce/downloads/${DOWNLOAD_ID}?token=abcdef now`)).toBe(
      `Go to /commerce/downloads/${DOWNLOAD_ID}?token=${LINK_REMOVED} now`,
    );
  });

  it('unlinks an html anchor to a secret link, escaped or not, and leaves other anchors', () => {
    const secret = `${BASE}/commerce/orders/${ORDER_ID}?a=1&amp;token=abc`;
    const html = `<p><a href="${secret}">${secret}</a> · <a href='${BASE}/'>Home</a></p>`;
    expect(redactSecretLinksInHtml(html)).toBe(`<p><a>${LINK_REMOVED}</a> · <a href='${BASE}/'>Home</a></p>`);
  });
});
