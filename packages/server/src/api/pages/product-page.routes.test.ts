import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOSTILE_DOC = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Soft ' },
        { type: 'text', marks: [{ type: 'italic' }], text: 'linen' },
        { type: 'text', text: '<script>alert("doc")</script>' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }], text: 'click' },
        {
          type: 'text',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/care' } }],
          text: 'care',
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pockets' }] }] },
      ],
    },
    { type: 'iframe', attrs: { src: 'https://evil.example' } },
  ],
};

describeEachDatabase('the product page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'page-shop.localhost';
  const visitor = () => new TestClient(app, host);
  let shirt: { id: string; slug: string; variants: { id: string; optionValues: string[] }[] };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'page-shop@example.com', 'page-shop');
    other = await ownerWithSite(app, 'page-other@example.com', 'page-other');
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      productBody({ name: 'Picker Shirt', descriptionDoc: HOSTILE_DOC }),
    );
    expect(made.statusCode, made.body).toBe(201);
    shirt = made.json().product;
  });
  afterAll(() => app.close());

  describe('variant pickers', () => {
    it('renders one labelled picker per option that works without JavaScript', async () => {
      const page = await visitor().request('GET', `/p/${shirt.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<label for="option-0">Size</label><select id="option-0" name="option0"');
      expect(page.body).toContain('<label for="option-1">Colour</label><select id="option-1" name="option1"');
      expect(page.body).toContain('data-behaviour="variant-picker"');
      expect(page.body).toContain('<script type="application/json" data-variant-data="">');
      // The page asks for the picker behaviour; its markup stays usable without it.
      expect(page.body).toMatch(/"variant-picker":\{"js":\["\/assets\/site\/variant-picker-[^"]+\.js"\]/);
      expect(page.body).toContain(`<input type="hidden" name="productId" value="${shirt.id}"/>`);
    });

    it('adds the variant the chosen values name', async () => {
      const shopper = visitor();
      const added = await shopper.request(
        'POST',
        '/commerce/cart/add',
        { productId: shirt.id, option0: 'M', option1: 'Blue', quantity: '2' },
        { form: true },
      );
      expect(added.statusCode, added.body).toBe(303);
      expect(added.headers.location).toBe('/cart');
      const cart = (await shopper.request('GET', '/api/commerce/cart')).json().cart;
      expect(cart.entries).toMatchObject([{ options: 'M / Blue', quantity: 2 }]);
    });

    it('sends an impossible or sold-out choice back to the product page with a clear message', async () => {
      const missing = await visitor().request(
        'POST',
        '/commerce/cart/add',
        { productId: shirt.id, option0: 'S', option1: 'Blue', quantity: '1' },
        { form: true },
      );
      expect(missing.statusCode).toBe(303);
      expect(missing.headers.location).toBe(`/p/${shirt.slug}?unavailable=missing&option0=S&option1=Blue`);
      const missingPage = await visitor().request('GET', String(missing.headers.location));
      expect(missingPage.body).toContain('This combination is not available: S / Blue. Choose another.');
      expect(missingPage.body).toMatch(/<option value="S" selected="">S<\/option>/);

      const soldOut = await visitor().request(
        'POST',
        '/commerce/cart/add',
        { productId: shirt.id, option0: 'M', option1: 'White', quantity: '1' },
        { form: true },
      );
      expect(soldOut.headers.location).toBe(`/p/${shirt.slug}?unavailable=sold-out&option0=M&option1=White`);
      const soldOutPage = await visitor().request('GET', String(soldOut.headers.location));
      expect(soldOutPage.body).toContain('M / White is sold out. Choose another.');
      expect(soldOutPage.body).toContain('role="alert"');
    });

    it('ignores another site’s product and bad values', async () => {
      const foreign = await new TestClient(app, 'page-other.localhost').request(
        'POST',
        '/commerce/cart/add',
        { productId: shirt.id, option0: 'M', option1: 'Blue', quantity: '1' },
        { form: true },
      );
      expect(foreign.statusCode).toBe(400);
      const junk = await visitor().request(
        'POST',
        '/commerce/cart/add',
        { productId: 'not-an-id', option0: '<x>', quantity: '1' },
        { form: true },
      );
      expect(junk.statusCode).toBe(400);
      expect(other.siteId).not.toBe(owner.siteId);
    });
  });

  describe('rich description', () => {
    it('renders the owner’s rich text sanitised on the page and keeps plain words for search', async () => {
      const page = await visitor().request('GET', `/p/${shirt.slug}`);
      const description =
        /<div class="rich-text product-page__description" data-description="">([\s\S]*?)<\/div>/.exec(
          page.body,
        )?.[1];
      expect(description).toContain('<em>linen</em>');
      expect(description).toContain('<li><p>Pockets</p></li>');
      expect(description).toContain('&lt;script&gt;alert(&quot;doc&quot;)&lt;/script&gt;');
      expect(description).toContain('<a href="https://example.com/care" rel="noopener">care</a>');
      expect(description).not.toMatch(/<script|javascript:|<iframe|evil\.example/);
      const owned = (await owner.site.request('GET', `/api/config/store/products/${shirt.id}`)).json()
        .product;
      expect(owned.description).toContain('Soft linen');
      expect(owned.descriptionDoc).toMatchObject({ type: 'doc' });
    });

    it('keeps an old plain description working, its markup never passed through', async () => {
      const old = await owner.site.request(
        'POST',
        '/api/config/store/products',
        productBody({
          name: 'Old Shirt',
          description: 'First line.\n\nSecond <img src=x onerror=alert(1)> line & more',
        }),
      );
      const page = await visitor().request('GET', `/p/${old.json().product.slug}`);
      expect(page.body).toContain('<p>First line.</p><p>Second line &amp; more</p>');
      // The data script keeps the text as JSON with '<' escaped; no markup anywhere carries it.
      expect(page.body).not.toMatch(/<img[^>]*onerror/);
    });

    it('refuses a description that is not a document', async () => {
      const bad = await owner.site.request(
        'POST',
        '/api/config/store/products',
        productBody({ name: 'Bad Doc', descriptionDoc: { type: 'paragraph' } }),
      );
      expect(bad.statusCode).toBe(400);
    });
  });
});
