import { describe, expect, it } from 'vitest';
import { notificationEmailError, redirectUrlError } from './form-rules';

describe('success address', () => {
  it('accepts a page of the site or a full web address', () => {
    expect(redirectUrlError('/thank-you')).toBeNull();
    expect(redirectUrlError(' https://example.com/thanks?x=1 ')).toBeNull();
    expect(redirectUrlError('http://example.org')).toBeNull();
  });

  it('explains what is wrong with anything else', () => {
    expect(redirectUrlError('')).toBe('Enter the address to go to.');
    expect(redirectUrlError('javascript:alert(1)')).toMatch(/starting with https:\/\//);
    expect(redirectUrlError('example.com')).toMatch(/such as \/thank-you/);
    expect(redirectUrlError('//evil.example')).not.toBeNull();
    expect(redirectUrlError('https://')).not.toBeNull();
    expect(redirectUrlError('/thank you')).toBe('An address cannot contain spaces.');
  });
});

describe('notification address', () => {
  it('may be empty (the owner’s own address) or a valid email', () => {
    expect(notificationEmailError('')).toBeNull();
    expect(notificationEmailError(' me@example.com ')).toBeNull();
    expect(notificationEmailError('me@example')).toBe('Please enter a valid email');
  });
});
