// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { containFocus, FOCUS_CONTAINMENT_ERROR } from './contain-focus';

const tab = (shiftKey = false) =>
  document.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
  );

describe('focus containment', () => {
  let outside: HTMLButtonElement;
  let box: HTMLElement;
  let releases: (() => void)[];

  beforeEach(() => {
    releases = [];
    document.body.innerHTML = `<button id="outside">Outside</button>
      <div id="box"><button id="a">A</button><a id="b" href="/x">B</a><button id="c" hidden>C</button>
      <button id="d" disabled>D</button><input id="e" tabindex="-1"><button id="f">F</button></div>`;
    outside = document.getElementById('outside') as HTMLButtonElement;
    box = document.getElementById('box')!;
  });
  afterEach(() => {
    for (const release of releases) release();
    document.body.innerHTML = '';
  });
  const contain = (options: Parameters<typeof containFocus>[0]) => {
    const release = containFocus(options);
    releases.push(release);
    return release;
  };

  it('needs exactly one of container or predicate', () => {
    expect(() => containFocus({} as never)).toThrow(FOCUS_CONTAINMENT_ERROR);
    expect(() => containFocus({ container: box, predicate: () => true } as never)).toThrow(
      'Focus containment needs exactly one of container or predicate.',
    );
  });

  it('takes Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    contain({ container: box });
    document.getElementById('f')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('a');
    tab(true);
    expect(document.activeElement?.id).toBe('f');
  });

  it('leaves Tab alone between controls inside, and skips hidden, disabled and untabbable ones', () => {
    contain({ container: box });
    document.getElementById('a')!.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    // From B the next tabbable is F (C hidden, D disabled, E out of the order): the browser moves there.
    document.getElementById('f')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('a');
  });

  it('brings focus that wandered out back inside', () => {
    contain({ container: box });
    outside.focus();
    expect(document.activeElement?.id).toBe('a');
  });

  it('gives way once its container has left the page, even without a release', () => {
    containFocus({ container: box });
    box.remove();
    outside.focus();
    expect(document.activeElement?.id).toBe('outside');
  });

  it('names what is inside by a predicate', () => {
    contain({ predicate: (element) => element.id === 'outside' || element.id === 'f' });
    document.getElementById('f')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('outside');
    tab(true);
    expect(document.activeElement?.id).toBe('f');
  });

  it('acts for the latest containment only, and not at all once released', () => {
    const first = contain({ container: box });
    const inner = document.createElement('div');
    inner.innerHTML = '<button id="p">P</button><button id="q">Q</button>';
    document.body.append(inner);
    const second = contain({ container: inner });
    document.getElementById('q')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('p');
    second();
    document.getElementById('f')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('a');
    first();
    outside.focus();
    expect(document.activeElement?.id).toBe('outside');
  });
});
