import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../languages/locale';
import { cartMessages, checkoutMessages } from '../message-groups/commerce';
import { DICTIONARIES, dictionariesFor } from './all';
import { everyMessage, placeholders } from './dictionary-test-support';
import { formatIcuMessage } from './format';
import { pluralCategories } from './plural-keys';
import type { DictionaryGroup } from './types';

const english = DICTIONARIES.en;
const groups = Object.keys(english) as DictionaryGroup[];
const translated = UI_LOCALES.filter((locale) => locale !== 'en');

// The specification's strings (spec 000 §4, §5, §8; spec 001 §2, §8, §9), copied from it.
const SPEC: [string, string][] = [
  [english.form.submitting, 'Submitting…'],
  [english.form.processingError, 'Error processing form submission. Please reload and try again.'],
  [english.form.captchaRequired, 'Complete CAPTCHA before submitting.'],
  [english.form.fieldsInvalid, 'One or more fields is invalid, please check your entries.'],
  [english.form.problemAbove, 'Your form has encountered a problem. Please scroll down to review.'],
  [english.form.status429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  [english.form.characterLimitExceeded, 'You have exceeded the character limit.'],
  [english.form.emailInvalid, 'Email is not valid. Email addresses should follow the format {email}.'],
  [english.form.stronglyAgree, 'Strongly Agree'],
  [english.form.partAreacode, 'Areacode'],
  [english.cookieBanner.ctaText, 'Accept'],
  [english.cookieBanner.optOutCtaText, 'Decline'],
  [
    english.cookieBanner.text,
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  ],
  [english.dialogs.systemErrorTitle, 'Something Went Wrong!'],
  [english.dialogs.reload, 'Reload Page'],
  [english.dialogs.unableToConnect, 'Unable to connect…'],
  [english.dialogs.logoutTitle, 'Logout Successful'],
  [english.dialogs.logoutMessage, 'You have been successfully logged out.'],
  [english.gallery.label, 'Gallery'],
  [english.cart.countCapped, '100+'],
  [english.cart.countCappedSpoken, 'More than 100 items in cart'],
  [english.cart.updateQuantityFailed, 'Unable to update quantity'],
  [english.cart.removeItemFailed, 'Unable to remove item'],
  [english.store.cartTitle, 'Shopping Cart'],
  [english.store.customersAlsoBought, 'Customers also bought'],
  [english.store.continueShopping, 'Continue Shopping'],
  [
    english.store.cookiesRequired,
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  ],
  [english.store.minimumSubtotal, 'To check out, your order subtotal must be {subtotal} or more.'],
  [english.store.renewsEveryWeeks, 'renews every {n} weeks'],
  [english.store.forPayments, 'for {p} payments'],
];

describe('dictionaries', () => {
  it.each(SPEC)('English holds the spec’s %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('English is the message groups’ text, not a copy of it', () => {
    expect(english.store.cartTitle).toBe(cartMessages.title);
    expect(english.store.cookiesRequired).toBe(checkoutMessages.cookiesRequired);
  });

  it.each(translated)('%s has exactly the English groups and keys', (locale) => {
    const dictionaries = DICTIONARIES[locale];
    expect(Object.keys(dictionaries).sort()).toEqual([...groups].sort());
    for (const group of groups)
      expect(Object.keys(dictionaries[group]).sort(), `${locale}.${group}`).toEqual(
        Object.keys(english[group]).sort(),
      );
  });

  it.each(translated)('%s keeps every placeholder of English, and no other', (locale) => {
    for (const group of groups) {
      for (const [key, source] of Object.entries(english[group])) {
        const message = (DICTIONARIES[locale][group] as Record<string, string>)[key]!;
        expect([...placeholders(message).keys()].sort(), `${locale}.${group}.${key}`).toEqual(
          [...placeholders(source).keys()].sort(),
        );
      }
    }
  });

  it('every message compiles with plural keys valid for its language', () => {
    for (const { locale, group, key, message } of everyMessage()) {
      const values = Object.fromEntries([...placeholders(message).keys()].map((name) => [name, 1]));
      expect(() => formatIcuMessage(locale, message, values), `${locale}.${group}.${key}`).not.toThrow();
    }
  });

  it('Japanese plurals have no form but other (or an explicit =number)', () => {
    expect(pluralCategories('ja')).toEqual(['other']);
    for (const { locale, message } of everyMessage()) {
      if (locale !== 'ja') continue;
      for (const [, keys] of message.matchAll(/plural,((?:\s*[=\w]+\s*\{[^{}]*\})+)/g))
        for (const [, option] of keys!.matchAll(/([=\w]+)\s*\{/g)) expect(option).toMatch(/^(other|=\d+)$/);
    }
  });

  it('has no empty message, stray whitespace or markup', () => {
    for (const { locale, group, key, message } of everyMessage()) {
      const name = `${locale}.${group}.${key}`;
      expect(message.trim(), name).toBe(message);
      expect(message.length, name).toBeGreaterThan(0);
      expect(message, name).not.toMatch(/[<>]/);
    }
  });

  it.each(translated)(
    '%s is translated: at most a few words (Menu, Total, Status) read as in English',
    (locale) => {
      const same = everyMessage().filter(
        ({ locale: l, group, key, message }) =>
          l === locale &&
          /\p{L}{2}/u.test(message) &&
          message === (english[group] as Record<string, string>)[key],
      );
      expect(same.length, same.map(({ key }) => key).join(', ')).toBeLessThanOrEqual(12);
    },
  );

  it('finds a site language’s dictionaries by its base language, else English', () => {
    expect(dictionariesFor('pt-BR')).toBe(DICTIONARIES.pt);
    expect(dictionariesFor('fr')).toBe(DICTIONARIES.fr);
    expect(dictionariesFor('zh-Hant')).toBe(DICTIONARIES.en);
    expect(dictionariesFor(undefined)).toBe(DICTIONARIES.en);
  });
});
