import { describe, expect, it } from 'vitest';
import { formatIcuMessage } from './format';
import { formatMessageLite } from './format-lite';
import { InvalidPluralKeyError } from './plural-keys';

const ITEMS = '{count, plural, =0 {No items} one {# item} other {# items}}';

// Both formatters answer the same for the same message; each case runs through both.
describe.each([
  ['intl-messageformat', formatIcuMessage],
  ['the browser formatter', formatMessageLite],
])('%s', (_name, format) => {
  it('fills placeholders, every occurrence, and values literally', () => {
    expect(format('en', 'Links must be formatted as {host} or {host}', { host: 'example.com' })).toBe(
      'Links must be formatted as example.com or example.com',
    );
    expect(format('en', '{val} is not a valid page URL', { val: '$&/$1 {x}' })).toBe(
      '$&/$1 {x} is not a valid page URL',
    );
  });

  it('chooses plural forms by the locale’s rules, explicit =number first', () => {
    expect(format('en', ITEMS, { count: 0 })).toBe('No items');
    expect(format('en', ITEMS, { count: 1 })).toBe('1 item');
    expect(format('en', ITEMS, { count: 2 })).toBe('2 items');
    const fr = '{n, plural, one {# article} other {# articles}}';
    // French counts 0 and 1.5 as singular; English would not.
    expect(format('fr', fr, { n: 0 })).toBe('0 article');
    expect(format('fr', fr, { n: 1.5 })).toBe('1,5 article');
    expect(format('ja', '{n, plural, other {#点}}', { n: 3 })).toBe('3点');
  });

  it('formats # and {n, number} in the locale’s digits', () => {
    expect(format('en', ITEMS, { count: 1234 })).toBe('1,234 items');
    expect(format('de', '{n, plural, one {# Artikel} other {# Artikel}}', { n: 1234 })).toBe('1.234 Artikel');
    expect(format('fr', '{n, number} €', { n: 1234.5 })).toBe('1\u202f234,5 €');
  });

  it('selects by value, else other', () => {
    const message = '{kind, select, draft {Draft} other {Published}}';
    expect(format('en', message, { kind: 'draft' })).toBe('Draft');
    expect(format('en', message, { kind: 'live' })).toBe('Published');
  });

  it('reads apostrophes as ICU does: literal, doubled, or quoting syntax', () => {
    expect(format('en', "You're subscribed", {})).toBe("You're subscribed");
    expect(format('en', "It''s {n}", { n: 1 })).toBe("It's 1");
    expect(format('en', "Write '{name}' as is", {})).toBe('Write {name} as is');
    expect(format('en', "{n, plural, other {'#' is # items}}", { n: 2 })).toBe('# is 2 items');
  });

  it('throws the invalid key error for a plural key the locale does not have (spec 001 §5)', () => {
    const run = () => format('ja', '{count, plural, one {# item} other {# items}}', { count: 1 });
    expect(run).toThrow(InvalidPluralKeyError);
    expect(run).toThrow(
      'Invalid key `one` for argument `count`. Valid plural keys for this locale are `other`, and explicit keys like `=0`.',
    );
    expect(() => format('en', '{n, plural, few {a} other {b}}', { n: 3 })).toThrow(
      'Invalid key `few` for argument `n`. Valid plural keys for this locale are `one`, `other`, and explicit keys like `=0`.',
    );
    // An explicit =number is valid in every locale.
    expect(format('ja', '{n, plural, =1 {ひとつ} other {#個}}', { n: 1 })).toBe('ひとつ');
  });

  it('throws for a value the message needs and was not given', () => {
    expect(() => format('en', 'Hello {name}', {})).toThrow();
  });
});
