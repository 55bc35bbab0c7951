import type { ReceivedFile } from '#modules/media/media-receive';
import type { DetectedType } from '#modules/media/media-type';
import { type ByteSource, fileSource, writeSegments } from './audio-io';
import { type IsoAudioFacts, planM4a, readIsoAudio } from './audio-m4a';
import { planMp3 } from './audio-mp3';
import { planOgg } from './audio-ogg';
import type { AudioPlan } from './audio-plan';
import { planWav } from './audio-wav';

export const M4A: DetectedType = { kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
const MP4: DetectedType = { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };

export interface CleanedAudio {
  /** What the file turned out to be: an MP4 holding only sound is audio, an M4A with a picture track video. */
  type: DetectedType;
  /** The cleaned file standing in for the upload; absent when the upload stays as it is (a video). */
  file?: ReceivedFile;
  title?: string;
  duration: number | null;
}

/** The tracks decide between audio and video: any picture track makes a video. */
const onlySound = (facts: IsoAudioFacts) => facts.handlers.has('soun') && !facts.handlers.has('vide');

/** The plan for one audio type, or null when the file stays as it is. */
async function planFor(
  source: ByteSource,
  type: DetectedType,
): Promise<{ plan: AudioPlan; type: DetectedType } | { plan: null; type: DetectedType }> {
  switch (type.mimeType) {
    case 'audio/mpeg':
      return { plan: await planMp3(source), type };
    case 'audio/wav':
      return { plan: await planWav(source), type };
    case 'audio/ogg':
      return { plan: planOgg(source), type };
    case 'audio/mp4': {
      const facts = await readIsoAudio(source);
      if (facts.handlers.has('vide')) return { plan: null, type: MP4 };
      return { plan: await planM4a(source, facts), type };
    }
    case 'video/mp4': {
      // A video container holding only sound (an MP4 exported from a recorder) is audio.
      let facts: IsoAudioFacts;
      try {
        facts = await readIsoAudio(source);
      } catch {
        // Whatever a video's boxes hold, it stays the video it was uploaded as.
        return { plan: null, type };
      }
      return onlySound(facts) ? { plan: await planM4a(source, facts), type: M4A } : { plan: null, type };
    }
    default:
      return { plan: null, type };
  }
}

/**
 * An uploaded audio file without the personal data of its tags (pure TypeScript, no external
 * program): MP3 without its ID3 and APE tags, M4A with its user data and metadata boxes blanked,
 * Ogg without its comments, WAV with only the chunks that play. The title the tags held and the
 * duration the headers give come with it. The received file is removed once the cleaned one stands
 * in for it. MP4 uploads pass here too: one holding only sound is audio.
 */
export async function cleanAudio(received: ReceivedFile, type: DetectedType): Promise<CleanedAudio> {
  const source = await fileSource(received.file);
  try {
    const { plan, type: decided } = await planFor(source, type);
    if (!plan) return { type: decided, duration: null };
    const file = await writeSegments(source, plan.segments);
    const { title, duration } = plan.facts();
    await received.discard();
    return {
      type: decided,
      file,
      title,
      duration: duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null,
    };
  } finally {
    await source.close();
  }
}

/** Whether an upload of this type passes through cleanAudio. */
export const needsAudioCleaning = (type: DetectedType): boolean =>
  type.kind === 'audio' || type.mimeType === 'video/mp4';
