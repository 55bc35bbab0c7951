import { mapMessages } from '../../message-groups/map';

/** The Map block. */
export const map = {
  mapLabel: mapMessages.mapLabel,
  mapLabelPlain: mapMessages.mapLabelPlain,
  openInMaps: mapMessages.openInMaps,
  newWindow: mapMessages.newWindow,
  tilesNotice: mapMessages.tilesNotice,
  tilesShow: mapMessages.tilesShow,
} as const;
