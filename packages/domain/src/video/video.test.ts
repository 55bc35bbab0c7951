import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { isVimeoBasic, parseVideoUrl, VIDEO_PROVIDERS } from './video-providers';
import { IMAGE_MODE_PROBLEM, videoSettingsProblems } from './video-settings';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('%s is %s %s', (address, provider, id) => {
    expect(parseVideoUrl(address)).toEqual({ provider, id });
  });

  it.each([
    '',
    'not an address',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=short',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
  ])('refuses %j', (address) => {
    expect(parseVideoUrl(address)).toBeNull();
  });
});

describe('video providers', () => {
  const options = { autoplay: false, muted: true, loop: true, controls: false };

  it('YouTube plays from the no-cookie host, with the player API, looping as a playlist of itself', () => {
    const src = new URL(VIDEO_PROVIDERS.youtube.embedSrc('dQw4w9WgXcQ', options));
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      controls: '0',
      enablejsapi: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
    });
    expect(JSON.parse(VIDEO_PROVIDERS.youtube.command('pause'))).toEqual({
      event: 'command',
      func: 'pauseVideo',
      args: [],
    });
  });

  it('Vimeo plays with do-not-track and takes method messages', () => {
    const src = new URL(VIDEO_PROVIDERS.vimeo.embedSrc('76979871', { ...options, loop: false }));
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      muted: '1',
      loop: '0',
      dnt: '1',
    });
    expect(JSON.parse(VIDEO_PROVIDERS.vimeo.command('play'))).toEqual({ method: 'play' });
    expect(VIDEO_PROVIDERS.vimeo.oembedUrl('https://vimeo.com/1')).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F1',
    );
  });

  it('recognises a Vimeo Basic account from its oEmbed answer', () => {
    expect(isVimeoBasic({ account_type: 'basic' })).toBe(true);
    expect(isVimeoBasic({ account_type: 'plus' })).toBe(false);
    expect(isVimeoBasic(null)).toBe(false);
  });
});

describe('videoSettingsProblems (spec 001 §5)', () => {
  it('a new block without a source is valid', () => {
    expect(videoSettingsProblems({})).toEqual([]);
  });

  it('a missing or malformed embed is an invalid video embed', () => {
    expect(videoSettingsProblems({ source: 'embed' })).toEqual([
      { path: ['url'], message: 'Invalid video embed' },
    ]);
    expect(videoSettingsProblems({ source: 'embed', url: 'https://example.com/v/1' })[0]?.message).toBe(
      messages.video.invalidEmbed,
    );
  });

  it('a custom featured image needs an embedded video', () => {
    expect(
      videoSettingsProblems({ source: 'upload', featuredImage: { mediaId: 'a'.repeat(24), alt: '' } }),
    ).toEqual([
      {
        path: ['featuredImage'],
        message:
          'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
      },
    ]);
  });

  it('refuses Vimeo Basic accounts', () => {
    expect(
      videoSettingsProblems({ source: 'embed', url: 'https://vimeo.com/1', accountType: 'basic' })[0]
        ?.message,
    ).toBe('Vimeo Basic accounts are unsupported.');
  });

  it('image mode is fit, fill, none or null', () => {
    for (const imageMode of ['fit', 'fill', 'none', null] as const)
      expect(videoSettingsProblems({ imageMode })).toEqual([]);
    expect(videoSettingsProblems({ imageMode: 'stretch' as never })).toEqual([
      { path: ['imageMode'], message: IMAGE_MODE_PROBLEM },
    ]);
  });
});
