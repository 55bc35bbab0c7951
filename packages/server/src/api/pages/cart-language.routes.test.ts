import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productBody, simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const HOST = 'bilingual-shop.localhost';
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://x');
  return url.pathname + url.search;
};

const ADDRESS = {
  email: 'camille@example.com',
  'shippingAddress.name': 'Camille Martin',
  'shippingAddress.line1': '3 rue des Lilas',
  'shippingAddress.line2': '',
  'shippingAddress.city': 'Lyon',
  'shippingAddress.region': '',
  'shippingAddress.postalCode': '69001',
  'shippingAddress.country': 'FR',
};

describeEachDatabase('a cart filled on a page in another language speaks it to the end', (database) => {
  let app: FastifyInstance;
  let product = { id: '', slug: '', variantId: '' };
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'bilingual@example.com', 'bilingual-shop');
    await insertSiteLanguages(app.db, owner.siteId, [
      { tag: 'fr', published: true },
      { tag: 'de', published: false },
    ]);
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Fig Candle', 20, 2400),
    );
    expect(made.statusCode, made.body).toBe(201);
    const json = made.json().product;
    product = { id: json.id, slug: json.slug, variantId: json.variants[0].id };
    await app.db
      .updateTable('products')
      .set({ translations: JSON.stringify({ fr: { name: { text: 'Bougie aux figues' } } }) })
      .where('id', '=', product.id)
      .execute();
    await bumpRenderGeneration(app.db, owner.siteId);
    app.sites.invalidate(owner.siteId);
  });
  afterAll(() => app.close());

  const add = (visitor: Shopper, language?: string) =>
    visitor.request(
      'POST',
      '/commerce/cart/add',
      { variantId: product.variantId, quantity: '1', ...(language ? { language } : {}) },
      { form: true },
    );

  it('names the page language in the add-to-cart form of a French product page, and none in the primary one', async () => {
    const visitor = await new Shopper(app, HOST).start();
    const french = await visitor.request('GET', `/fr/p/${product.slug}`);
    expect(french.statusCode).toBe(200);
    expect(mainOf(french.body)).toContain('<input type="hidden" name="language" value="fr"/>');
    const english = await visitor.request('GET', `/p/${product.slug}`);
    expect(mainOf(english.body)).not.toContain('name="language"');
  });

  it('shows the cart, checkout and payment in French, records it on the order and mails the customer in French', async () => {
    const visitor = await new Shopper(app, HOST).start();
    expect((await add(visitor, 'fr')).headers.location).toBe('/cart');

    const cart = await visitor.request('GET', '/cart');
    expect(langOf(cart.body)).toBe('fr');
    expect(titleOf(cart.body)).toContain('Panier');
    expect(mainOf(cart.body)).toContain('Bougie aux figues');

    const checkout = await visitor.request('GET', '/checkout');
    expect(langOf(checkout.body)).toBe('fr');
    // The countries are named in French.
    expect(mainOf(checkout.body)).toContain('Allemagne');

    const started = await visitor.request('POST', '/checkout', ADDRESS, { form: true });
    expect(started.statusCode, started.body).toBe(303);
    const payPath = pathOf(started.headers.location);
    const orderId = new URL(payPath, 'http://x').pathname.split('/').pop()!;
    const order = await app.db
      .selectFrom('orders')
      .select('locale')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.locale).toBe('fr');
    const pay = await visitor.request('GET', payPath);
    expect(langOf(pay.body)).toBe('fr');

    const paid = await visitor.pay(`http://${HOST}${payPath}`);
    expect(paid.json().outcome, paid.body).toBe('paid');
    const mail = await app.db
      .selectFrom('mail_messages')
      .select(['subject', 'text'])
      .where('to', '=', ADDRESS.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Votre commande n° \d+ chez /);
    expect(mail.text).toContain('Merci pour votre commande.');
    expect(mail.text).toContain('Total : $');
    const status = await visitor.request('GET', pathOf(paid.json().redirectUrl));
    expect(langOf(status.body)).toBe('fr');
  });

  it('shows option values in French on the French product page and sends the primary ones to the cart', async () => {
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      productBody({ name: 'Shirt' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const shirt = made.json().product;
    await app.db
      .updateTable('products')
      .set({
        translations: JSON.stringify({
          fr: {
            name: { text: 'Chemise' },
            'options.0.name': { text: 'Taille' },
            'options.1.name': { text: 'Couleur' },
            'options.1.values.0': { text: 'Blanc' },
            'options.1.values.1': { text: 'Bleu' },
          },
        }),
      })
      .where('id', '=', shirt.id)
      .execute();
    await bumpRenderGeneration(app.db, owner.siteId);
    app.sites.invalidate(owner.siteId);
    const visitor = await new Shopper(app, HOST).start();
    const page = mainOf((await visitor.request('GET', `/fr/p/${shirt.slug}`)).body);
    expect(page).toContain('>Couleur</label>');
    expect(page).toContain('<option value="Blue" data-label="Bleu">Bleu</option>');
    // A value without a translation reads as the primary one.
    expect(page).toMatch(/<option value="S"[^>]*>S<\/option>/);
    const added = await visitor.request(
      'POST',
      '/commerce/cart/add',
      { productId: shirt.id, option0: 'M', option1: 'Blue', language: 'fr' },
      { form: true },
    );
    expect(added.headers.location).toBe('/cart');
    const cart = mainOf((await visitor.request('GET', '/cart')).body);
    expect(cart).toContain('Chemise');
    // The chosen values as the page's language reads them; an untranslated one as it is.
    expect(cart).toContain('M / Bleu');
  });

  it('follows the page the cart was last filled from, and never a hidden or unknown language', async () => {
    const visitor = await new Shopper(app, HOST).start();
    await add(visitor, 'fr');
    await add(visitor);
    expect(langOf((await visitor.request('GET', '/cart')).body)).toBe('en-US');
    for (const language of ['de', 'xx', 'x'.repeat(200)]) {
      const other = await new Shopper(app, HOST).start();
      expect((await add(other, language)).statusCode).toBe(303);
      expect(langOf((await other.request('GET', '/cart')).body)).toBe('en-US');
    }
  });
});
