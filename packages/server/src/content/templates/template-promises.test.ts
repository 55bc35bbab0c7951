import {
  currencyInfo,
  defaultStoreSettings,
  type ShippingOption,
  type StoreSettings,
  shippingOptionsFor,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { SITE_TEMPLATES, type SiteTemplate } from './site-templates';

/** Every string a visitor may read in a template: tagline, footer and its pages' words. */
function wordsOf(template: SiteTemplate): string {
  const found: string[] = [template.tagline, template.footer];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const page of template.pages('My Site', { products: {} })) {
    found.push(page.title);
    walk(page.document);
  }
  return found.join('\n');
}

/** The store the template makes, as a new site gets it: its settings over the defaults. */
const settingsOf = (template: SiteTemplate): StoreSettings => ({
  ...defaultStoreSettings(),
  ...template.store?.settings,
});

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const dayCount = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** The shipping a visitor is first offered in each zone of the store, for an order of `subtotal`. */
function firstOptions(settings: StoreSettings, subtotal: number): ShippingOption[] {
  return settings.shippingZones.map((zone) => {
    const country = zone.countries.find((code) => code !== '*') ?? 'FR';
    const options = shippingOptionsFor(settings, { country, region: zone.regions[0] ?? '' }, subtotal, 1);
    expect(options.length, `zone ${zone.name} offers shipping`).toBeGreaterThan(0);
    return options[0]!;
  });
}

/**
 * What a template's words promise a customer (free delivery from an amount, a delivery price, how
 * long it takes, the currency of its prices) is what the store it makes does at checkout, so a new
 * owner never publishes a promise the checkout breaks.
 */
describe('every template’s words agree with the store settings it makes', () => {
  const cases = SITE_TEMPLATES.map((template) => [template.id, template] as const);

  it.each(cases)('%s names prices only in its store’s currency', (_id, template) => {
    const words = wordsOf(template);
    const symbols = [...words.matchAll(/([$€£])\s?\d/g)].map((match) => match[1]);
    if (symbols.length === 0) return;
    expect(template.store, `${template.id} names prices but makes no store`).toBeDefined();
    const symbol = currencyInfo(settingsOf(template).currency)?.symbol;
    for (const found of symbols) expect(found).toBe(symbol);
  });

  it.each(cases)(
    '%s promises free delivery only from the amount its shipping rule makes it free',
    (_id, template) => {
      const words = wordsOf(template);
      const promises = [
        ...words.matchAll(
          /(?:free delivery|free shipping|nothing) on orders (over|from|of) [$€£](\d+(?:\.\d\d)?)( or more)?/gi,
        ),
      ];
      const settings = settingsOf(template);
      for (const [sentence, word, amount, orMore] of promises) {
        const threshold = Math.round(Number(amount) * 100);
        // "from $50" and "of $50 or more" include $50.00; "over $50" starts a cent above it.
        const first = word === 'over' && !orMore ? threshold + 1 : threshold;
        for (const option of firstOptions(settings, first)) expect(option.amount, sentence).toBe(0);
        // ...and it is a promise about an amount: a cent less still pays for delivery.
        for (const option of firstOptions(settings, first - 1))
          expect(option.amount, sentence).toBeGreaterThan(0);
      }
    },
  );

  it.each(cases)('%s states the delivery price and time its first shipping rate has', (_id, template) => {
    const words = wordsOf(template);
    const settings = settingsOf(template);
    for (const [sentence, amount] of words.matchAll(/delivery[^.]*? costs [$€£](\d+(?:\.\d\d)?)/gi)) {
      for (const option of firstOptions(settings, 100))
        expect(option.amount, sentence).toBe(Math.round(Number(amount) * 100));
    }
    for (const [sentence, from, to] of words.matchAll(/delivery takes (\w+) to (\w+) days/gi)) {
      for (const option of firstOptions(settings, 100))
        expect(option.name, sentence).toContain(`${dayCount(from!)}–${dayCount(to!)} days`);
    }
  });

  it.each(cases)('%s promises delivery only if its store ships', (_id, template) => {
    const words = wordsOf(template);
    const promises = /free delivery|free shipping|delivery takes|delivery costs|costs [$€£]\d/i.test(words);
    if (promises) expect(settingsOf(template).shippingZones.length, template.id).toBeGreaterThan(0);
  });

  it('reads the Shop template’s promises (the test above has something to check)', () => {
    const shop = SITE_TEMPLATES.find((template) => template.id === 'shop')!;
    const words = wordsOf(shop);
    expect(words).toMatch(/Free delivery on orders from \$50\./);
    expect(words).toMatch(/Delivery takes two to four days and costs \$5/);
  });
});
