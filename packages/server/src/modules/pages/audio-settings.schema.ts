import { AUDIO_LIMITS, AUDIO_MESSAGES } from '@atelier/domain';
import { z } from 'zod';

const mediaId = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/, message);
const words = (max: number) =>
  z.string({ error: 'Write it as text.' }).max(max, `Use at most ${max} characters.`).optional();
const allowDownload = z.boolean({ error: 'Use true or false.' }).optional();

/**
 * Audio (block type 41) settings, AudioBlockSettings of the domain: one library track (none chosen
 * yet is allowed: the site then shows nothing), its title, a line about it and whether visitors
 * may download it.
 */
export const audioSettingsSchema = z.object({
  mediaId: mediaId(AUDIO_MESSAGES.chooseTrack).optional(),
  title: words(AUDIO_LIMITS.title),
  artist: words(AUDIO_LIMITS.artist),
  allowDownload,
});

const trackId = z
  .string({ error: 'Not a track id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a track id.')
  .refine((value) => value !== '__proto__', 'Not a track id.');

/**
 * Album (block type 60) settings, AlbumBlockSettings of the domain: at most AUDIO_LIMITS.tracks
 * tracks (spec 001 §9, LIMITS.maxAlbumTracks), each a library track with an id (it keys the title's
 * translations) and a title; a title, a line about the album, an optional cover picture.
 */
export const albumSettingsSchema = z.object({
  title: words(AUDIO_LIMITS.title),
  artist: words(AUDIO_LIMITS.artist),
  cover: z
    .object(
      {
        mediaId: mediaId(AUDIO_MESSAGES.chooseImage),
        alt: z
          .string({ error: 'Write the description as text.' })
          .max(AUDIO_LIMITS.coverAlt, `Use at most ${AUDIO_LIMITS.coverAlt} characters.`),
      },
      { error: 'The cover is an image from the library and its description.' },
    )
    .optional(),
  tracks: z
    .array(
      z.object(
        {
          id: trackId,
          mediaId: mediaId(AUDIO_MESSAGES.chooseTrack),
          title: words(AUDIO_LIMITS.title).unwrap(),
        },
        { error: 'Each track is a file from the library and its title.' },
      ),
      { error: 'Give the tracks as a list.' },
    )
    .max(AUDIO_LIMITS.tracks, AUDIO_MESSAGES.tooManyTracks)
    .superRefine((tracks, ctx) => {
      const seen = new Set<string>();
      tracks.forEach((track, index) => {
        if (seen.has(track.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'This track id is used twice.' });
        seen.add(track.id);
      });
    }),
  allowDownload,
});
