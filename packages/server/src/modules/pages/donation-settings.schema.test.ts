import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const withBlock = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 52, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse(withBlock(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const FULL = {
  cause: 'Community kiln fund',
  fund: 'Kiln repairs',
  description: 'Help us fire for everyone.',
  buttonLabel: 'Give',
  suggestedAmounts: [1000, 2500],
  allowCustomAmount: true,
  minAmount: 500,
  maxAmount: 100_000,
  currency: 'USD',
  frequency: 'one-time',
  allowMessage: true,
};

describe('a donation block’s settings (block type 52)', () => {
  it('keeps every setting, and an empty cause while the owner types', () => {
    expect(problems(FULL)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(FULL)).sections[0]!.blocks[0]!.settings).toEqual(FULL);
    expect(problems({ ...FULL, cause: '' })).toEqual([]);
  });

  it('names the field of an amount outside the bounds, bounds out of order, or no amount at all', () => {
    expect(problems({ ...FULL, suggestedAmounts: [1000, 200] })).toEqual([
      {
        path: at('suggestedAmounts.1'),
        message: 'Each suggested amount lies between the smallest and the largest.',
      },
    ]);
    expect(problems({ ...FULL, minAmount: 5000, maxAmount: 1000, suggestedAmounts: [] })).toEqual([
      { path: at('maxAmount'), message: 'The largest amount must be at least the smallest.' },
    ]);
    expect(problems({ ...FULL, suggestedAmounts: [], allowCustomAmount: false })).toEqual([
      { path: at('suggestedAmounts'), message: 'Suggest an amount or let donors give their own.' },
    ]);
    expect(problems({ ...FULL, minAmount: 12.5 })[0]).toMatchObject({ path: at('minAmount') });
    expect(problems({ ...FULL, currency: 'XXX' })).toEqual([
      { path: at('currency'), message: 'Choose a currency the store supports.' },
    ]);
  });

  it('takes only one-time giving for now, and a cause of at most 120 characters', () => {
    expect(problems({ ...FULL, frequency: 'monthly' })).toEqual([
      { path: at('frequency'), message: 'Donations are one-time for now.' },
    ]);
    expect(problems({ ...FULL, cause: 'x'.repeat(121) })).toEqual([
      { path: at('cause'), message: 'The cause holds at most 120 characters.' },
    ]);
  });
});
