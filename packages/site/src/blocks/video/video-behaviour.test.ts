// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../runtime/cookie-write';
import { deleteCookie } from '../../runtime/cookies';
import { siteContext } from '../../runtime/site-context.test-support';
import { createEmbedPlayer, embedType, VIDEO_START_EVENT } from './embed-player';
import videoBehaviour from './video.behaviour';
import { renderVideos, VIDEO_ID } from './video.test-support';

const YOUTUBE = { source: 'embed', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Bowl' };
const VIMEO = { source: 'embed', url: 'https://vimeo.com/76979871' };

function mount(settings: Record<string, unknown>[], context = siteContext()) {
  document.body.innerHTML = renderVideos(...settings).html;
  const blocks = [...document.querySelectorAll<HTMLElement>('figure[data-behaviour="video"]')];
  const undo = blocks.map((block) => videoBehaviour(block, context));
  return { blocks, undo };
}

/** happy-dom loads no frame pages; the frame's window is a stand-in that records messages. */
function frameWindow(frame: HTMLIFrameElement) {
  const postMessage = vi.fn();
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage }, configurable: true });
  return postMessage;
}

const press = (block: HTMLElement) => block.querySelector<HTMLElement>('[data-video-play]')!.click();
const key = (block: HTMLElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  block.querySelector('[data-video-play]')!.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
  deleteCookie('ss_cookieAllowed');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('embed player (spec 001 §2, §4)', () => {
  it('starts with showingVideo false and swaps in the provider frame on a click', () => {
    const [block] = mount([YOUTUBE]).blocks;
    const element = block!.querySelector<HTMLElement>('.video-player')!;
    expect(block!.querySelector('iframe')).toBeNull();
    expect(block!.querySelector('[data-video-play]')?.getAttribute('role')).toBe('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    block!.querySelector('[data-video-play]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const frame = block!.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
    );
    expect(element.classList.contains('video-player--showing')).toBe(true);
  });

  it('plays on Enter and on Space, not on other keys', () => {
    const [enter, space] = mount([YOUTUBE, VIMEO]).blocks;
    expect(key(enter!, 'a').defaultPrevented).toBe(false);
    expect(enter!.querySelector('iframe')).toBeNull();
    expect(key(enter!, 'Enter').defaultPrevented).toBe(true);
    expect(enter!.querySelector('iframe')).not.toBeNull();
    key(space!, ' ');
    expect(space!.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    );
  });

  it('starting one video resets the others to their overlay, with a pause message first', () => {
    const [first, second] = mount([YOUTUBE, VIMEO]).blocks;
    press(first!);
    const frame = first!.querySelector('iframe')!;
    const post = frameWindow(frame);
    press(second!);
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      'https://www.youtube-nocookie.com',
    );
    expect(first!.querySelector('iframe')).toBeNull();
    expect(first!.querySelector('.video-player--showing')).toBeNull();
    expect(second!.querySelector('iframe')).not.toBeNull();
  });

  it('tells the frame to play by cross-window message once it has loaded', () => {
    const [block] = mount([VIMEO]).blocks;
    press(block!);
    const frame = block!.querySelector('iframe')!;
    const post = frameWindow(frame);
    frame.dispatchEvent(new Event('load'));
    expect(post).toHaveBeenCalledWith('{"method":"play"}', 'https://player.vimeo.com');
  });

  it('under a restrictive cookie policy, the first press names the provider and the second plays', () => {
    const context = siteContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } as never });
    const [block] = mount([YOUTUBE], context).blocks;
    press(block!);
    expect(block!.querySelector('iframe')).toBeNull();
    expect(block!.querySelector('[role="status"]')?.textContent).toBe(
      'This video plays from www.youtube-nocookie.com, which may set its own cookies. Press play again to watch it.',
    );
    expect(block!.querySelector('[data-video-play]')?.getAttribute('aria-label')).toBe(
      'Play video from www.youtube-nocookie.com',
    );
    press(block!);
    expect(block!.querySelector('iframe')).not.toBeNull();
    expect(block!.querySelector('[role="status"]')).toBeNull();
  });

  it('plays at once when the visitor has accepted cookies', () => {
    writeCookie('ss_cookieAllowed', 'true', {});
    const context = siteContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } as never });
    const [block] = mount([YOUTUBE], context).blocks;
    press(block!);
    expect(block!.querySelector('iframe')).not.toBeNull();
  });

  it('sizes the frame to the player once a resize has settled for 1000 ms', () => {
    vi.useFakeTimers();
    const [block] = mount([YOUTUBE]).blocks;
    press(block!);
    const element = block!.querySelector<HTMLElement>('.video-player')!;
    vi.spyOn(element, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(element, 'clientHeight', 'get').mockReturnValue(360);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(999);
    expect(block!.querySelector('iframe')?.getAttribute('width')).not.toBe('640');
    vi.advanceTimersByTime(1);
    expect(block!.querySelector('iframe')?.getAttribute('width')).toBe('640');
    expect(block!.querySelector('iframe')?.getAttribute('height')).toBe('360');
  });

  it('refuses an embed attribute that is not one frame of the provider, with Invalid video embed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<div class="video-player" data-frame-origin="https://player.vimeo.com" data-provider-name="vimeo" data-html="<iframe src=&quot;https://evil.example/x&quot;></iframe>"><a data-video-play href="#">Play</a></div>';
    const element = document.querySelector<HTMLElement>('.video-player')!;
    const player = createEmbedPlayer(element, { needsNotice: () => false });
    expect(player.showingVideo).toBe(false);
    element.querySelector<HTMLElement>('[data-video-play]')!.click();
    expect(player.showingVideo).toBe(false);
    expect(element.querySelector('iframe')).toBeNull();
    expect(error).toHaveBeenCalledWith('Invalid video embed');
  });

  it('tells iframe, object and invalid embeds apart', () => {
    expect(embedType('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe('iframe');
    expect(embedType('<object data="x"></object>')).toBe('object');
    expect(embedType('<p>hi</p>')).toBe('invalid');
    expect(embedType(null)).toBe('invalid');
  });

  it('stops listening once undone', () => {
    const { blocks, undo } = mount([YOUTUBE]);
    for (const step of undo) step();
    press(blocks[0]!);
    expect(blocks[0]!.querySelector('iframe')).toBeNull();
  });
});

describe('native video loader', () => {
  it('loads lazily, resets embeds when the upload plays and pauses when another video starts', async () => {
    const [upload, embed] = mount([{ source: 'upload', mediaId: VIDEO_ID }, YOUTUBE]).blocks;
    const video = upload!.querySelector('video')!;
    const started = vi.fn();
    window.addEventListener(VIDEO_START_EVENT, started);
    await vi.waitFor(() => {
      video.dispatchEvent(new Event('play'));
      expect(started).toHaveBeenCalled();
    });
    window.removeEventListener(VIDEO_START_EVENT, started);
    press(embed!);
    expect(embed!.querySelector('iframe')).not.toBeNull();
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    window.dispatchEvent(
      new CustomEvent(VIDEO_START_EVENT, { detail: embed!.querySelector('.video-player') }),
    );
    expect(pause).toHaveBeenCalled();
    video.dispatchEvent(new Event('play'));
    expect(embed!.querySelector('iframe')).toBeNull();
  });
});
