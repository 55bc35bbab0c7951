/**
 * A WAV file of 16-bit PCM samples (mono unless `channels` says otherwise), with any extra chunks
 * after the sound (a LIST/INFO chunk, say). Used to make the demo's chime and test files.
 */
export function pcmWav(
  samples: Int16Array,
  sampleRate: number,
  extraChunks: Buffer[] = [],
  channels = 1,
): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * channels * 2, 16);
  fmt.writeUInt16LE(channels * 2, 20);
  fmt.writeUInt16LE(16, 22);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(data.length, 4);
  const pad = data.length % 2 ? [Buffer.alloc(1)] : [];
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, dataHeader, data, ...pad, ...extraChunks]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** A RIFF chunk: its id, its size and its bytes, padded to an even length. */
export function riffChunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A LIST chunk of type INFO holding the given fields (INAM the name, ICMT a comment, IART the artist...). */
export function infoChunk(fields: Record<string, string>): Buffer {
  const entries = Object.entries(fields).map(([id, text]) => riffChunk(id, Buffer.from(`${text}\0`, 'utf8')));
  return riffChunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), ...entries]));
}
