import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isEmailFieldValid, isValidEmail } from './email';

const withLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isValidEmail', () => {
  it.each([
    'name@example.com',
    'first.last+tag@mail.example.co.uk',
    'a@b.co',
    'x@shop.info',
    'UP@EXAMPLE.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at-sign', 'name.example.com'],
    ['two at-signs', 'a@b@example.com'],
    ['no local part', '@example.com'],
    ['no dot in the domain', 'name@localhost'],
    ['a one-letter top-level domain', 'name@example.c'],
    ['a five-letter top-level domain', 'name@example.store'],
    ['a numeric top-level domain', 'name@example.123'],
    ['an empty domain label', 'name@.com'],
    ['a space', 'first last@example.com'],
    ['the empty string', ''],
  ])('rejects %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows 256 characters but not 257', () => {
    expect(EMAIL_MIN_LENGTH).toBe(3);
    expect(EMAIL_MAX_LENGTH).toBe(256);
    expect(isValidEmail(withLength(256))).toBe(true);
    expect(isValidEmail(withLength(257))).toBe(false);
  });
});

describe('isEmailFieldValid', () => {
  it('lets an optional field stay empty', () => {
    expect(isEmailFieldValid('', false)).toBe(true);
    expect(isEmailFieldValid('   ', false)).toBe(true);
  });

  it('requires a value in a required field', () => {
    expect(isEmailFieldValid('', true)).toBe(false);
  });

  it('checks any value given, required or not', () => {
    expect(isEmailFieldValid('nope', false)).toBe(false);
    expect(isEmailFieldValid(' name@example.com ', true)).toBe(true);
  });
});
