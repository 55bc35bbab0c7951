import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './all';
import { formatIcuMessage } from './format';
import { fromEnglish, translator } from './translate';

const { en, fr } = DICTIONARIES;

describe('translator', () => {
  it('formats a group’s messages for the page’s locale', () => {
    const text = translator('fr', fr.store, formatIcuMessage);
    expect(text('itemCount', { count: 3 })).toBe('3 articles');
    expect(text('cartTitle')).toBe('Panier');
  });
});

describe('fromEnglish', () => {
  it('gives a product message sent in English in the page’s language, with its values', () => {
    expect(fromEnglish(en.cart.updateQuantityFailed, en.cart, fr.cart, 'fr', formatIcuMessage)).toBe(
      'Impossible de modifier la quantité',
    );
    expect(
      fromEnglish(
        'To check out, your order subtotal must be $25.00 or more.',
        en.store,
        fr.store,
        'fr',
        formatIcuMessage,
      ),
    ).toBe('Pour passer commande, le sous-total doit être d’au moins $25.00.');
    expect(
      fromEnglish(
        'Email is not valid. Email addresses should follow the format name@example.com.',
        en.form,
        fr.form,
        'fr',
        formatIcuMessage,
      ),
    ).toBe('Adresse e-mail non valide. Une adresse e-mail doit avoir la forme name@example.com.');
  });

  it('leaves the owner’s own words, and any text in English pages, as they are', () => {
    expect(fromEnglish('Size: Large', en.cart, fr.cart, 'fr', formatIcuMessage)).toBe('Size: Large');
    expect(fromEnglish('Thanks, see you soon', en.form, fr.form, 'fr', formatIcuMessage)).toBe(
      'Thanks, see you soon',
    );
    expect(fromEnglish(en.cart.soldOut, en.cart, en.cart, 'en', formatIcuMessage)).toBe('Sold out');
  });
});
