import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { OWNER_PREVIEW } from '../product/product-context';
import { isRecord, readText } from '../settings-guards';
import { useMemberAreas } from './member-area-context';

const ID = /^[0-9a-f]{24}$/;

/** What an owner sets on a member area block; the words are optional and have the area's defaults. */
export interface MemberAreaBlockView {
  /** The member area it offers; null when none is chosen (a new block, or an id that is not one). */
  areaId: string | null;
  heading?: string;
  text?: string;
  buttonLabel?: string;
}

export function readMemberAreaSettings(settings: unknown): MemberAreaBlockView {
  if (!isRecord(settings)) return { areaId: null };
  const areaId = readText(settings, 'areaId');
  return {
    areaId: areaId && ID.test(areaId) ? areaId : null,
    heading: readText(settings, 'heading'),
    text: readText(settings, 'text'),
    buttonLabel: readText(settings, 'buttonLabel'),
  };
}

/** The owner's own words in the block, for site search (the area's name comes with the page's render). */
export function memberAreaBlockText(settings: unknown): string {
  const view = readMemberAreaSettings(settings);
  return [view.heading, view.text, view.buttonLabel].filter(Boolean).join(' ');
}

/** Paragraphs of a plain text, split at blank lines; single line breaks stay as written (CSS pre-line). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * Member area (block type 67): one area's join offer on any page. Its heading is the area's name and
 * its text the area's welcome unless the owner wrote their own. The page is cached for every visitor
 * alike, so the block never depends on who looks: a plain form to /account/join for an open area
 * (which sends a visitor without an account to sign in first, and then to the area's first page), a
 * note that only the owner adds people to an invite-only one, and a sign-in link for those already
 * in. Renders nothing when its area is gone; the owner's preview asks for one instead.
 */
export function MemberAreaBlock({ block, root }: BlockProps) {
  const areas = useMemberAreas();
  const text = useText('members');
  const settings = readMemberAreaSettings(block.settings);
  const area = settings.areaId ? areas[settings.areaId] : undefined;
  if (!area) {
    if (areas[OWNER_PREVIEW] !== true) return null;
    return (
      <section {...root} className="block block-member-area block-member-area--placeholder">
        <p data-member-area-placeholder="">{text('areaBlockUnset')}</p>
      </section>
    );
  }
  const headingId = `member-area-${block.id}`;
  const words = settings.text ?? area.welcome;
  return (
    <section
      {...root}
      className="block block-member-area"
      aria-labelledby={headingId}
      data-member-area={area.id}
    >
      <h2 className="block-member-area__heading" id={headingId}>
        {settings.heading ?? area.name}
      </h2>
      {paragraphs(words).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have nothing else to tell them apart
        <p className="block-member-area__text" key={i}>
          {paragraph}
        </p>
      ))}
      {area.joinable ? (
        <form className="block-member-area__join" method="post" action="/account/join">
          <input type="hidden" name="areaId" value={area.id} />
          <input type="hidden" name="page" value={area.name} />
          <input type="hidden" name="next" value={area.path} />
          <button type="submit" className="button">
            {settings.buttonLabel ?? text('joinButton', { area: area.name })}
          </button>
        </form>
      ) : (
        <p className="block-member-area__invite">{text('inviteOnly', { area: area.name })}</p>
      )}
      <p className="block-member-area__sign-in">
        <a href={`/account?next=${encodeURIComponent(area.path)}`}>{text('alreadyMemberLink')}</a>
      </p>
    </section>
  );
}
