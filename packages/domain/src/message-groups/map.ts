/**
 * Ours, not the specification's: the words of the Map block (spec 001 §3). `{host}` is the host of
 * an external tile source (`tile.openstreetmap.org`), `{place}` the address title or first line.
 */
export const mapMessages = {
  /** The map's name for screen readers. */
  mapLabel: 'Map of {place}',
  /** The map's name when the owner gave no address. */
  mapLabelPlain: 'Map',
  /** The external maps link of the address card (spec 001 §2). */
  openInMaps: 'Open in Google Maps',
  /** Said after the link's text to screen readers. */
  newWindow: '(opens in a new window)',
  /** Shown where the map will be when its tiles come from another site, until the visitor agrees. */
  tilesNotice: 'This map is drawn from {host}, which learns of your visit once it shows.',
  /** The button that shows it. */
  tilesShow: 'Show the map from {host}',
} as const;
