import { describe, expect, it } from 'vitest';
import { everyMessage, sampleValues } from './dictionary-test-support';
import { formatIcuMessage } from './format';
import { formatMessageLite } from './format-lite';

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1.5, 1_000_000];
const TAGS: Record<string, string[]> = {
  pt: ['pt', 'pt-BR', 'pt-PT'],
  fr: ['fr', 'fr-CA'],
  en: ['en', 'en-GB'],
};

describe('formatMessageLite', () => {
  it('formats every dictionary entry exactly as intl-messageformat does, for every count', () => {
    let compared = 0;
    for (const { locale, group, key, message } of everyMessage()) {
      for (const tag of TAGS[locale] ?? [locale]) {
        for (const count of COUNTS) {
          const values = sampleValues(message, count);
          expect(formatMessageLite(tag, message, values), `${tag}.${group}.${key} (${count})`).toBe(
            formatIcuMessage(tag, message, values),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(8 * 200 * COUNTS.length);
  });

  it('refuses what it does not read rather than formatting it wrongly', () => {
    expect(() => formatMessageLite('en', '{d, date, short}', { d: 0 })).toThrow(/Unsupported argument type/);
    expect(() => formatMessageLite('en', '{n, plural, offset:1 other {#}}', { n: 2 })).toThrow(/offset/);
    expect(() => formatMessageLite('en', '{n, plural, one {x}}', { n: 1 })).toThrow(/other/);
    expect(() => formatMessageLite('en', 'Open {brace', {})).toThrow(SyntaxError);
  });
});
