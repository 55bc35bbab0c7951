import { newId, type SocialLinksBlockSettings } from '@atelier/domain';

/** A new block: one Instagram link waiting for its username, glyphs only, no Share button. */
export function defaultSocialLinksSettings(): Record<string, unknown> {
  const settings: SocialLinksBlockSettings = {
    links: [{ id: newId(), network: 'instagram', username: '' }],
    style: 'icons',
    size: 'medium',
    share: false,
  };
  return { ...settings };
}
