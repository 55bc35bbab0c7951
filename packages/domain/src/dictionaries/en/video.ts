import { videoMessages, videoPlayerMessages } from '../../message-groups/widgets';

/** The Video block's player. */
export const video = {
  providerNotice: videoMessages.providerNotice,
  playFrom: videoMessages.playFrom,
  playVideo: videoPlayerMessages.playVideo,
  providerVideo: videoPlayerMessages.providerVideo,
  downloadVideo: videoPlayerMessages.downloadVideo,
  captions: videoPlayerMessages.captions,
} as const;
