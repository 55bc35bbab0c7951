import { describe, expect, it } from 'vitest';
import { isEscapeMessage } from './frame-messages';

const own = 'https://shop.atelier.test';

describe('isEscapeMessage', () => {
  it('accepts the escape message from the same origin', () => {
    expect(isEscapeMessage({ origin: own, data: { type: 'atelier:escape' } }, own)).toBe(true);
  });

  it('ignores the same message from another origin', () => {
    expect(isEscapeMessage({ origin: 'https://evil.test', data: { type: 'atelier:escape' } }, own)).toBe(
      false,
    );
    expect(isEscapeMessage({ origin: 'null', data: { type: 'atelier:escape' } }, own)).toBe(false);
  });

  it('ignores other messages from the same origin', () => {
    expect(isEscapeMessage({ origin: own, data: 'atelier:escape' }, own)).toBe(false);
    expect(isEscapeMessage({ origin: own, data: { type: 'atelier:other' } }, own)).toBe(false);
    expect(isEscapeMessage({ origin: own, data: null }, own)).toBe(false);
  });
});
