export const TRACK_URL = '/api/track/Track';

/** Campaign parameters Track takes by the spec's own names (spec 000 §7). */
const CAMPAIGN_PARAMETERS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
];

/** The common utm_* names, read as the spec's; a spec name in the page URL wins over its utm_ twin. */
const UTM_PARAMETERS: Record<string, string> = {
  utm_source: 'source',
  utm_campaign: 'campaign',
  utm_term: 'subcampaign',
  utm_medium: 'channel',
  utm_content: 'variation',
};

/** The campaign query of the page address, under Track's names. */
export function campaignParameters(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const [utm, name] of Object.entries(UTM_PARAMETERS)) {
    const value = query.get(utm);
    if (value) found[name] = value;
  }
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = query.get(name);
    if (value) found[name] = value;
  }
  return found;
}

/**
 * GET /api/track/Track as an image request (spec 000 §7): where the visit landed, where it came
 * from and its campaign. rk is a random number that keeps caches from answering for the server.
 */
export function sendTrackImage(
  win: Window = window,
  campaign = campaignParameters(win.location.search),
): void {
  const query = new URLSearchParams({
    landing: win.location.href,
    refer: win.document.referrer,
    rk: String(Math.random()),
    lang: win.navigator.language,
    screen: `${win.screen?.width ?? 0}x${win.screen?.height ?? 0}`,
    ...campaign,
  });
  new Image().src = `${TRACK_URL}?${query}`;
}
