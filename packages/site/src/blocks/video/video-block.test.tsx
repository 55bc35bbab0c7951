import { describe, expect, it } from 'vitest';
import { behavioursIn } from '../registry';
import { POSTER_ID, renderVideos, TRACK_ID, VIDEO_ID, videoBlock } from './video.test-support';
import { embedHtml } from './video-block';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('video block markup', () => {
  it('renders an uploaded video as a native player that works without JavaScript', () => {
    const { document } = renderVideos({
      source: 'upload',
      mediaId: VIDEO_ID,
      autoplay: true,
      loop: true,
      captions: [{ mediaId: TRACK_ID, srclang: 'en', label: 'English' }],
      caption: 'At the wheel',
    });
    const figure = document.querySelector('figure');
    expect(figure?.getAttribute('data-block-type')).toBe('32');
    expect(figure?.getAttribute('data-behaviour')).toBe('video');
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe(`/s/${'ab'.repeat(32)}/wheel.webm#t=0.001`);
    expect(video?.getAttribute('preload')).toBe('metadata');
    for (const attribute of ['controls', 'autoplay', 'loop', 'playsinline'])
      expect(video?.hasAttribute(attribute)).toBe(true);
    // Autoplay is muted: browsers refuse to start a video with sound by itself.
    expect(video?.outerHTML).toContain('muted');
    const track = video?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe(`/s/${'ab'.repeat(32)}/captions.vtt`);
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(video?.querySelector('a')?.getAttribute('href')).toBe(`/s/${'ab'.repeat(32)}/wheel.webm`);
    expect(figure?.querySelector('figcaption')?.textContent).toBe('At the wheel');
    expect(document.querySelector('.video-player')?.getAttribute('style')).toContain('--video-ratio:56.3%');
  });

  it('renders an embed as a poster and a play link, with no third-party address loaded', () => {
    const { document, html } = renderVideos({ source: 'embed', url: YOUTUBE, title: 'Throwing a bowl' });
    const player = document.querySelector('.video-player');
    expect(player?.getAttribute('data-provider-name')).toBe('youtube');
    expect(player?.getAttribute('data-frame-origin')).toBe('https://www.youtube-nocookie.com');
    expect(player?.getAttribute('data-image-mode')).toBe('none');
    expect(document.querySelector('iframe')).toBeNull();
    const play = document.querySelector('[data-video-play]');
    expect(play?.getAttribute('href')).toBe(YOUTUBE);
    // A link without JavaScript; the behaviour makes it a button.
    expect(play?.hasAttribute('role')).toBe(false);
    expect(play?.textContent).toBe('Play video: Throwing a bowl');
    // Only the embed attribute names the player; nothing with a src points at the provider.
    expect(document.querySelectorAll('[src*="youtube"]').length).toBe(0);
    expect(player?.getAttribute('data-html')).toBe(
      embedHtml(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0&controls=1&enablejsapi=1&rel=0&playsinline=1',
        'Throwing a bowl',
      ),
    );
    expect(html).not.toContain('<iframe');
  });

  it('shows the owner-chosen featured image of an embed, filled or fitted', () => {
    const { document } = renderVideos(
      {
        source: 'embed',
        url: 'https://vimeo.com/76979871',
        featuredImage: { mediaId: POSTER_ID, alt: 'Studio' },
      },
      {
        source: 'embed',
        url: 'https://vimeo.com/76979871',
        featuredImage: { mediaId: POSTER_ID, alt: '' },
        imageMode: 'fit',
      },
      {
        source: 'embed',
        url: 'https://vimeo.com/76979871',
        featuredImage: { mediaId: POSTER_ID, alt: '' },
        imageMode: 'none',
      },
    );
    const [fill, fit, none] = [...document.querySelectorAll('.video-player')];
    expect(fill?.getAttribute('data-image-mode')).toBe('fill');
    expect(fill?.querySelector('img')?.getAttribute('alt')).toBe('Studio');
    expect(fill?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(fit?.querySelector('img')?.getAttribute('style')).toContain('object-fit:contain');
    expect(none?.querySelector('img')).toBeNull();
    expect(fill?.getAttribute('data-provider-name')).toBe('vimeo');
  });

  it('renders nothing for a new block, an invalid embed or a featured image on an upload', () => {
    const { document } = renderVideos(
      {},
      { source: 'embed' },
      { source: 'embed', url: 'https://example.com/v.mp4' },
      { source: 'upload', mediaId: VIDEO_ID, featuredImage: { mediaId: POSTER_ID, alt: '' } },
      { source: 'upload', mediaId: POSTER_ID },
      { source: 'embed', url: 'https://vimeo.com/1', accountType: 'basic' },
    );
    expect(document.querySelectorAll('figure').length).toBe(0);
  });

  it('asks for the video behaviour only on pages with a video block', () => {
    const doc = (settings: Record<string, unknown>) => ({
      sections: [{ id: 'e'.repeat(24), blocks: [videoBlock(settings)] }],
    });
    expect(behavioursIn(doc({ source: 'embed', url: YOUTUBE }))).toEqual(['video']);
    expect(behavioursIn({ sections: [{ id: 'e'.repeat(24), blocks: [] }] })).toEqual([]);
  });

  it('escapes the title in the embed attribute', () => {
    expect(embedHtml('https://player.vimeo.com/video/1?a=1&b=2', 'A "quoted" <title>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1?a=1&amp;b=2" title="A &quot;quoted&quot; &lt;title&gt;" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });
});
