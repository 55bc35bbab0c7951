import { type AudioBlockSettings, BlockType, newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { infoChunk, pcmWav } from '#modules/media/audio/pcm-wav';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import { importBytes } from './media-import';

/** The demo's sound: a soft three-note bell, made here rather than shipped as a file. */
export const DEMO_CHIME_FILE = 'kiln-bell.wav';
export const DEMO_CHIME_RATE = 22_050;
const SECONDS = 3;

/** The Work page's Audio block, under the kiln chart. */
export const DEMO_AUDIO: AudioBlockSettings = {
  title: 'The kiln bell',
  artist: 'Rung in the studio when a firing is done',
  allowDownload: true,
};

/**
 * Three struck notes (C, E, G, a third of a second apart), each a bell's few partials fading away,
 * as 16-bit mono PCM at 22,050 Hz: three seconds, about 130 KB.
 */
export function chimeSamples(): Int16Array {
  const samples = new Float64Array(SECONDS * DEMO_CHIME_RATE);
  const notes = [523.25, 659.25, 783.99];
  // A bell's partials: the strike, its octave and the brighter tones above, each fading faster.
  const partials = [
    { ratio: 1, gain: 1, decay: 1.6 },
    { ratio: 2, gain: 0.35, decay: 2.8 },
    { ratio: 2.76, gain: 0.18, decay: 4.5 },
    { ratio: 5.4, gain: 0.06, decay: 8 },
  ];
  notes.forEach((frequency, index) => {
    const start = Math.round(index * 0.33 * DEMO_CHIME_RATE);
    for (let i = start; i < samples.length; i++) {
      const t = (i - start) / DEMO_CHIME_RATE;
      const attack = Math.min(1, t / 0.004);
      let value = 0;
      for (const partial of partials)
        value +=
          partial.gain * Math.exp(-partial.decay * t) * Math.sin(2 * Math.PI * frequency * partial.ratio * t);
      samples[i]! += attack * value;
    }
  });
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const out = new Int16Array(samples.length);
  const fadeOut = Math.round(0.25 * DEMO_CHIME_RATE);
  for (let i = 0; i < samples.length; i++) {
    const fade = Math.min(1, (samples.length - i) / fadeOut);
    // Soft: the loudest moment at 40 % of full scale.
    out[i] = Math.round((samples[i]! / peak) * 0.4 * 32767 * fade);
  }
  return out;
}

/** The chime as a WAV file, named in its INFO chunk (the library takes the name as the item's title). */
export const chimeWav = (): Buffer =>
  pcmWav(chimeSamples(), DEMO_CHIME_RATE, [infoChunk({ INAM: DEMO_AUDIO.title! })]);

/**
 * The kiln bell in the demo's media library, imported as an owner's upload is (type from the bytes,
 * tags stripped, quota), and an Audio block playing it at the end of the Work page's kiln section,
 * beside the chart. Run after the chart and before the languages, which translate and publish it.
 */
export async function addDemoAudio(app: FastifyInstance, siteId: string): Promise<void> {
  const work = await app.db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'work')
    .executeTakeFirst();
  if (!work) return;
  const item = await importBytes(app, siteId, DEMO_CHIME_FILE, chimeWav());
  const draft = await readDraft(app.db, siteId, work.id);
  const block = { id: newId(), type: BlockType.audio, settings: { ...DEMO_AUDIO, mediaId: item.id } };
  const sections = [...draft.document.sections];
  const kiln = sections.findIndex((section) => section.blocks.some((b) => b.type === BlockType.chart));
  if (kiln >= 0) sections[kiln] = { ...sections[kiln]!, blocks: [...sections[kiln]!.blocks, block] };
  else sections.push({ id: newId(), blocks: [block] });
  await saveDraft(app.db, siteId, work.id, { ...draft.document, sections }, draft.revision);
}
