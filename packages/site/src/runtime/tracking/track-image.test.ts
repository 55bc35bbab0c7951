// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignParameters, sendTrackImage, TRACK_URL } from './track-image';
import { stubImage } from './tracking.test-support';

describe('Track image', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reads the spec names and maps utm_ parameters, a spec name winning over its utm_ twin', () => {
    expect(
      campaignParameters(
        '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=b&mkwid=k1&subchannel=s&other=x',
      ),
    ).toEqual({
      source: 'news',
      channel: 'email',
      campaign: 'spring',
      subcampaign: 'shoes',
      variation: 'b',
      mkwid: 'k1',
      subchannel: 's',
    });
    expect(campaignParameters('?utm_source=a&source=b')).toEqual({ source: 'b' });
    expect(campaignParameters('')).toEqual({});
  });

  it('requests Track as an image with landing, refer, rk, lang, screen and the campaign', () => {
    const sources = stubImage();
    window.history.replaceState(null, '', '/spring?utm_source=news&campaign=sale');
    sendTrackImage();
    sendTrackImage();
    expect(sources).toHaveLength(2);
    const url = new URL(sources[0]!, window.location.origin);
    expect(url.pathname).toBe(TRACK_URL);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      landing: window.location.href,
      refer: document.referrer,
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'news',
      campaign: 'sale',
    });
    expect(Number(query.rk)).toBeGreaterThanOrEqual(0);
    expect(new URL(sources[1]!, window.location.origin).searchParams.get('rk')).not.toBe(query.rk);
  });
});
