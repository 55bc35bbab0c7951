import { audioPlayerMessages } from '../../message-groups/audio';

/** The Audio and Album blocks' players. */
export const audio = {
  download: audioPlayerMessages.download,
  downloadTrack: audioPlayerMessages.downloadTrack,
  playTrack: audioPlayerMessages.playTrack,
  tracks: audioPlayerMessages.tracks,
  albumPlayer: audioPlayerMessages.albumPlayer,
  untitledTrack: audioPlayerMessages.untitledTrack,
} as const;
