import { vi } from 'vitest';
import { deleteCookie } from '../cookies';

export interface SentRequest {
  url: string;
  init: RequestInit;
}

/** Replaces fetch with a stub answering `status` (204 by default); returns the requests it saw. */
export function stubFetch(
  answer: (url: string) => Response | Promise<Response> = () => new Response(null, { status: 204 }),
) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetchStub, to: (url: string) => sent.filter((request) => request.url === url) };
}

/** Replaces navigator.sendBeacon; returns what it was given. */
export function stubBeacon(accept = true) {
  const beacons: { url: string; body: unknown }[] = [];
  const sendBeacon = vi.fn((url: string, body?: unknown) => {
    beacons.push({ url, body });
    return accept;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return { beacons, sendBeacon };
}

/** Replaces Image; returns the addresses image requests were made for. */
export function stubImage() {
  const sources: string[] = [];
  class RecordingImage {
    set src(value: string) {
      sources.push(value);
    }
  }
  vi.stubGlobal('Image', RecordingImage);
  return sources;
}

/** Records the raw strings written to document.cookie (the attributes a read does not show). */
export function recordCookieWrites(doc: Document = document) {
  let owner: object | null = doc;
  let descriptor: PropertyDescriptor | undefined;
  while (owner && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie');
    if (!descriptor) owner = Object.getPrototypeOf(owner);
  }
  const written: string[] = [];
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(doc),
    set: (value: string) => {
      written.push(value);
      descriptor?.set?.call(doc, value);
    },
  });
  return {
    written,
    /** The write that set `name`, e.g. "ss_cvr=...; path=/; max-age=63072000; samesite=Lax". */
    last: (name: string) => written.filter((line) => line.startsWith(`${name}=`)).at(-1),
    restore: () => {
      delete (doc as unknown as Record<string, unknown>).cookie;
    },
  };
}

export function clearCookies(doc: Document = document): void {
  for (const pair of doc.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) deleteCookie(name, {}, doc);
  }
}

/** Form fields of a URLSearchParams body. */
export const formOf = (init: RequestInit) => Object.fromEntries(init.body as URLSearchParams);
export const jsonOf = (init: RequestInit) => JSON.parse(String(init.body));

/**
 * Lets every task the code under test has queued run (promises, dynamic imports, zero-delay
 * work): whatever it was going to send without a timer of its own has been sent when this
 * resolves. Tests that expect nothing to be sent use it instead of waiting for a time.
 */
export async function settled(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
