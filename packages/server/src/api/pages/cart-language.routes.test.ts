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
    // Shipping to France: one rate the owner named in French (free over $20), one left in English.
    const { settings } = (await owner.site.request('GET', '/api/config/store/settings')).json();
    const saved = await owner.site.request('PUT', '/api/config/store/settings', {
      ...settings,
      shippingZones: [
        {
          id: 'france',
          name: 'France',
          countries: ['FR'],
          regions: [],
          rates: [
            { id: 'post', name: 'Post (3–5 days)', kind: 'flat', amount: 500, freeOver: 2000, bands: [] },
            { id: 'courier', name: 'Courier', kind: 'flat', amount: 1500, freeOver: null, bands: [] },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const texts = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: { 'shipping.post': 'La Poste (3 à 5 jours)' },
    });
    expect(texts.statusCode, texts.body).toBe(200);
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
    // The shipping options for France: the rate the owner translated in French, free in French
    // words; the other in the primary language, as the owner left it.
    const quoted = mainOf(
      (await visitor.request('POST', '/checkout', { ...ADDRESS, intent: 'quote' }, { form: true })).body,
    );
    expect(quoted).toContain('La Poste (3 à 5 jours) · <span data-shipping-price="">Gratuite</span>');
    expect(quoted).toContain('Courier · <span data-shipping-price="">$15.00</span>');
    expect(quoted).not.toContain('Post (3–5 days)');

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
    expect(mainOf(pay.body)).toContain('<small>La Poste (3 à 5 jours)</small>');
    expect(mainOf(pay.body)).toContain('Gratuite');
    // The order keeps the store's own words: the owner's records are in the primary language.
    const line = await app.db
      .selectFrom('order_lines')
      .select('name')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line.name).toBe('Fig Candle');

    // The card form's refusals in French, and the page with them.
    const token = new URL(payPath, 'http://x').searchParams.get('token')!;
    const payForm = new URL(payPath, 'http://x').pathname;
    const card = { token, number: '4242424242424242', expiry: '12/34', cvc: '123' };
    const badExpiry = await visitor.request('POST', payForm, { ...card, expiry: '13/99' }, { form: true });
    expect(badExpiry.statusCode).toBe(400);
    expect(mainOf(badExpiry.body)).toContain(
      '<div role="alert">Saisissez la date d’expiration au format MM/AA.</div>',
    );
    expect(mainOf(badExpiry.body)).toContain('Bougie aux figues');
    const declined = await visitor.request(
      'POST',
      payForm,
      { ...card, number: '4000000000000002' },
      { form: true },
    );
    expect(declined.statusCode).toBe(402);
    expect(mainOf(declined.body)).toContain('<div role="alert">Votre carte a été refusée.</div>');
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
    expect(mail.text).toContain('1 × Bougie aux figues');
    // The owner's mail about it names the product as the store does.
    const ownerMail = await app.db
      .selectFrom('mail_messages')
      .select('text')
      .where('kind', '=', 'order-new')
      .executeTakeFirstOrThrow();
    expect(ownerMail.text).toContain('1 × Fig Candle');
    const status = await visitor.request('GET', pathOf(paid.json().redirectUrl));
    expect(langOf(status.body)).toBe('fr');
    expect(mainOf(status.body)).toContain('Bougie aux figues');
    expect(mainOf(status.body)).toContain('<small>La Poste (3 à 5 jours)</small>');
    expect(mainOf(status.body)).not.toContain('Fig Candle');
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

  it('keeps a shipping rate’s translated name within a rate name’s length, under a rate’s key', async () => {
    const refused = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: { 'shipping.post': 'x'.repeat(101), 'shipping.': 'Rien', 'shipping.a b': 'Rien' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['shipping.', 'shipping.a b', 'shipping.post']);
    // Nothing of a refused change is kept.
    const texts = (await owner.site.request('GET', '/api/multilingual/site-texts?language=fr')).json().texts;
    expect(texts['shipping.post'].text).toBe('La Poste (3 à 5 jours)');
  });

  it('counts the shipping rates’ names among the site texts to translate', async () => {
    const siteStatus = async () => {
      const status = (await owner.site.request('GET', '/api/multilingual/status')).json();
      const french = status.languages.find((l: { tag: string }) => l.tag === 'fr');
      return french.subjects.find((s: { kind: string }) => s.kind === 'site') as {
        total: number;
        translated: number;
      };
    };
    const before = await siteStatus();
    // The French name of the Post rate is one of the translated site texts.
    expect(before.translated).toBe(1);
    const { settings } = (await owner.site.request('GET', '/api/config/store/settings')).json();
    const [zone] = settings.shippingZones;
    const pickup = {
      id: 'pickup',
      name: 'Pick up at the studio',
      kind: 'flat',
      amount: 0,
      freeOver: null,
      bands: [],
    };
    const saved = await owner.site.request('PUT', '/api/config/store/settings', {
      ...settings,
      shippingZones: [{ ...zone, rates: [...zone.rates, pickup] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A new rate is one more text to translate, not yet translated.
    expect(await siteStatus()).toMatchObject({ total: before.total + 1, translated: 1 });
    await owner.site.request('PUT', '/api/config/store/settings', settings);
    expect(await siteStatus()).toMatchObject({ total: before.total, translated: 1 });
  });
});
