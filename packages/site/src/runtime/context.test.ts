// @vitest-environment happy-dom
import { SITE_CONTEXT_SCRIPT_ID } from '@atelier/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteContext } from './context';

function page(text: string | null): void {
  document.body.innerHTML = '';
  if (text === null) return;
  const script = document.createElement('script');
  script.id = SITE_CONTEXT_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

describe('readSiteContext', () => {
  afterEach(() => page(null));

  it('parses the site context script', () => {
    page(JSON.stringify({ website: { id: 'a'.repeat(24), identifier: 'shop' }, useEscapeKeyToLogin: true }));
    expect(readSiteContext()).toEqual({
      website: { id: 'a'.repeat(24), identifier: 'shop' },
      useEscapeKeyToLogin: true,
    });
  });

  it('returns null without the script', () => {
    page(null);
    expect(readSiteContext()).toBeNull();
  });

  it.each(['', '{not json', '[]', 'null', '42'])('returns null for %j', (text) => {
    page(text);
    expect(readSiteContext()).toBeNull();
  });
});
