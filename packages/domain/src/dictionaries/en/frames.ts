import { frameMessages } from '../../message-groups/frames';

/** The Code and Embed blocks' frames. */
export const frames = {
  codeTitle: frameMessages.codeTitle,
  embedTitle: frameMessages.embedTitle,
  embedNotice: frameMessages.embedNotice,
  embedShow: frameMessages.embedShow,
} as const;
