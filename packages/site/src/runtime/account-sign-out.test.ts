// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountSignOut, { MEMBER_XSRF_HEADER, signOutMember } from './account-sign-out';

type Call = { url: string; method: string; token: string };

/** A server answering the sign-out call: the token it expects, and what it says to another one. */
function server(expected: string) {
  const calls: Call[] = [];
  const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const token = ((init?.headers ?? {}) as Record<string, string>)[MEMBER_XSRF_HEADER] ?? '';
    calls.push({ url: String(url), method: init?.method ?? 'GET', token });
    if (token === expected) return new Response('{"ok":true}', { status: 200 });
    return new Response(JSON.stringify({ crumbFail: true, code: 'members.xsrf_fail', xsrfToken: expected }), {
      status: 403,
    });
  }) as unknown as typeof fetch;
  return { calls, send };
}

describe('signing a member out through the spec’s call', () => {
  it('sends DELETE with cloneCart and the session’s token in the site-user XSRF header', async () => {
    const { calls, send } = server('t1');
    expect(await signOutMember('t1', true, send, () => undefined)).toBe(true);
    expect(calls).toEqual([
      { url: '/api/site-users/account/session?cloneCart=true', method: 'DELETE', token: 't1' },
    ]);
  });

  it('repeats the call once with the token a crumbFail answer carries', async () => {
    const { calls, send } = server('fresh');
    expect(await signOutMember('stale', false, send, () => undefined)).toBe(true);
    expect(calls.map((call) => [call.url, call.token])).toEqual([
      ['/api/site-users/account/session?cloneCart=false', 'stale'],
      ['/api/site-users/account/session?cloneCart=false', 'fresh'],
    ]);
  });

  it('carries the site’s crumb as the site’s calls do, and repeats once with a fresh one', async () => {
    const urls: string[] = [];
    const send = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return String(url).endsWith('crumb=fresh')
        ? new Response('{"ok":true}', { status: 200 })
        : new Response(JSON.stringify({ crumbFail: true, crumb: 'fresh' }), { status: 403 });
    }) as unknown as typeof fetch;
    expect(await signOutMember('t1', true, send, () => 'stale')).toBe(true);
    expect(urls).toEqual([
      '/api/site-users/account/session?cloneCart=true&crumb=stale',
      '/api/site-users/account/session?cloneCart=true&crumb=fresh',
    ]);
  });

  it('repeats it only once, and gives up on another failure', async () => {
    let count = 0;
    const send = (async () => {
      count += 1;
      return new Response(JSON.stringify({ crumbFail: true, xsrfToken: `t${count}` }), { status: 403 });
    }) as unknown as typeof fetch;
    expect(await signOutMember('t0', false, send)).toBe(false);
    expect(count).toBe(2);
    const broken = (async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch;
    expect(await signOutMember('t0', false, broken)).toBe(false);
  });
});

describe('the account page’s sign-out form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  const form = (xsrf: string) => {
    document.body.innerHTML = `<form method="post" action="/account/sign-out" data-xsrf="${xsrf}" data-crumb="c9" data-signed-out="/fr/account?signed-out=1">
      <label><input type="checkbox" name="cloneCart" value="true" checked> Keep</label><button type="submit">Sign out</button></form>`;
    return document.querySelector('form')!;
  };

  it('signs out with the call, keeping the cart when ticked, then opens the signed-out page', async () => {
    const { calls, send } = server('tok');
    vi.stubGlobal('fetch', send);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const element = form('tok');
    accountSignOut(element);
    const event = new window.SubmitEvent('submit', { cancelable: true });
    element.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/account?signed-out=1'));
    // The crumb the page gave the form, as every call of the site's scripts carries one.
    expect(calls[0]?.url).toBe('/api/site-users/account/session?cloneCart=true&crumb=c9');
  });

  it('posts the form as it is when the call fails, and leaves a form without a token alone', async () => {
    vi.stubGlobal('fetch', (async () => new Response('', { status: 500 })) as unknown as typeof fetch);
    const element = form('tok');
    const submit = vi.spyOn(element, 'submit').mockImplementation(() => {});
    accountSignOut(element);
    element.dispatchEvent(new window.SubmitEvent('submit', { cancelable: true }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));

    const plain = form('');
    accountSignOut(plain);
    const event = new window.SubmitEvent('submit', { cancelable: true });
    plain.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
