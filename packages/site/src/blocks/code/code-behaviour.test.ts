// @vitest-environment happy-dom
import { CODE_BLOCK_LIMITS } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import codeBehaviour from './code.behaviour';

function mount() {
  document.body.innerHTML =
    '<div data-block-type="23" data-behaviour="code"><iframe class="block-code__frame" style="height: 240px"></iframe></div><iframe id="other"></iframe>';
  const root = document.querySelector<HTMLElement>('[data-block-type="23"]')!;
  const frame = root.querySelector('iframe')!;
  const other = document.querySelector<HTMLIFrameElement>('#other')!;
  // Each frame's window as a browser has one (happy-dom gives a frame without a document none).
  for (const element of [frame, other])
    Object.defineProperty(element, 'contentWindow', {
      value: { frame: element.id || 'code', postMessage: vi.fn() },
    });
  const undo = codeBehaviour(root);
  return { frame, other, undo };
}

const post = (data: unknown, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('code behaviour', () => {
  it('takes the height its own frame reports, clamped to the block’s bounds', () => {
    const { frame } = mount();
    expect(frame.style.height).toBe('240px');
    post({ atelierCodeHeight: 512.2 }, frame.contentWindow);
    expect(frame.style.height).toBe('513px');
    post({ atelierCodeHeight: 1e7 }, frame.contentWindow);
    expect(frame.style.height).toBe(`${CODE_BLOCK_LIMITS.height.max}px`);
    post({ atelierCodeHeight: -20 }, frame.contentWindow);
    expect(frame.style.height).toBe('0px');
  });

  it('asks its frame to report again, since the frame may have loaded before it ran', () => {
    const { frame, other } = mount();
    expect(frame.contentWindow!.postMessage).toHaveBeenCalledWith({ atelierCodeMeasure: true }, '*');
    expect(other.contentWindow!.postMessage).not.toHaveBeenCalled();
  });

  it('ignores messages from any other window and anything that is no height', () => {
    const { frame, other } = mount();
    post({ atelierCodeHeight: 900 }, other.contentWindow);
    post({ atelierCodeHeight: 900 }, window);
    post({ atelierCodeHeight: 900 }, null);
    post({ atelierCodeHeight: '900' }, frame.contentWindow);
    post({ atelierCodeHeight: Number.NaN }, frame.contentWindow);
    post('atelierCodeHeight', frame.contentWindow);
    post(null, frame.contentWindow);
    expect(frame.style.height).toBe('240px');
  });

  it('gives the reserved height back and stops listening when undone', () => {
    const { frame, undo } = mount();
    post({ atelierCodeHeight: 600 }, frame.contentWindow);
    undo();
    expect(frame.style.height).toBe('240px');
    post({ atelierCodeHeight: 700 }, frame.contentWindow);
    expect(frame.style.height).toBe('240px');
  });
});
