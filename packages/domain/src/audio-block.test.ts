import { describe, expect, it } from 'vitest';
import { AUDIO_LIMITS, AUDIO_MESSAGES, formatDuration, isoDuration } from './audio-block';
import { LIMITS } from './constants';

describe('the audio blocks’ rules', () => {
  it('hold an album to the spec’s track limit and say it in the limit’s number', () => {
    expect(AUDIO_LIMITS.tracks).toBe(LIMITS.maxAlbumTracks);
    expect(AUDIO_MESSAGES.tooManyTracks).toBe('An album holds at most 60 tracks.');
  });

  it.each([
    [0, '0:00', 'PT0S'],
    [3.4, '0:03', 'PT3S'],
    [59.6, '1:00', 'PT1M0S'],
    [185, '3:05', 'PT3M5S'],
    [3729, '1:02:09', 'PT1H2M9S'],
  ])('write %d seconds as a player does: %s, and as %s', (seconds, shown, iso) => {
    expect(formatDuration(seconds)).toBe(shown);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it.each([[null], [undefined], [Number.NaN], [-1], [Number.POSITIVE_INFINITY]])(
    'write nothing for an unknown length: %s',
    (seconds) => {
      expect(formatDuration(seconds)).toBe('');
      expect(isoDuration(seconds)).toBe('');
    },
  );
});
