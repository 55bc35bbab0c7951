import {
  newId,
  SOCIAL_LINK_SIZES,
  SOCIAL_LINK_STYLES,
  SOCIAL_LINKS_LIMITS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
  socialLinkProblem,
  socialLinkValue,
} from '@atelier/domain';
import { useId, useState } from 'react';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import type { BlockEditorProps } from './block-editor-props';
import { afterRender, focusAfterMove, ItemActions, movedInList } from './item-rows';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNetwork = (value: unknown): value is SocialNetwork =>
  SOCIAL_NETWORKS.some((network) => network === value);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stored links, each with an id and a network, whatever an older draft held. */
function readLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((link, index) => ({
    id: str(link.id) || `link-${index}`,
    network: isNetwork(link.network) ? link.network : 'website',
    ...(str(link.url) !== undefined ? { url: str(link.url) } : { username: str(link.username) ?? '' }),
    ...(str(link.label) ? { label: str(link.label) } : {}),
  }));
}

const STYLE_NAMES: Record<(typeof SOCIAL_LINK_STYLES)[number], string> = {
  icons: 'Icons',
  'icons-and-names': 'Icons and names',
  names: 'Names',
};
const SIZE_NAMES: Record<(typeof SOCIAL_LINK_SIZES)[number], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/**
 * Settings of the Social links block (types 19, 48, 54): its links in order, each a network, an
 * address or a username (checked as the owner types: https only, mailto for email) and an optional
 * name; links move with their arrow buttons and can be removed. Then the style, the size and the
 * Share button.
 */
export function SocialLinksEditor({ settings, onChange }: BlockEditorProps) {
  const base = useId();
  const links = readLinks(settings.links);
  const [status, setStatus] = useState('');
  const full = links.length >= SOCIAL_LINKS_LIMITS.links;
  const nameOf = (link: SocialLink) => link.label?.trim() || SOCIAL_NETWORK_NAMES[link.network];
  const setLinks = (next: SocialLink[]) => onChange({ ...settings, links: next });
  const update = (id: string, changes: Partial<SocialLink>) =>
    setLinks(links.map((link) => (link.id === id ? { ...link, ...changes } : link)));
  /** A link as it is now typed: its address or its username, never both (the other one dropped). */
  const replace = (id: string, next: SocialLink) =>
    setLinks(links.map((link) => (link.id === id ? next : link)));
  const typed = (link: SocialLink, raw: string): SocialLink => {
    const { url: _url, username: _username, ...rest } = link;
    return { ...rest, ...socialLinkValue(link.network, raw) };
  };

  function add() {
    if (full) return;
    const link: SocialLink = { id: newId(), network: 'instagram', username: '' };
    setLinks([...links, link]);
    setStatus(`Link ${links.length + 1} added.`);
    afterRender(() => document.getElementById(`${base}-${link.id}-network`)?.focus());
  }

  function move(index: number, direction: -1 | 1) {
    const link = links[index];
    const next = movedInList(links, index, direction);
    if (!link || !next) return;
    setLinks(next);
    setStatus(`${nameOf(link)} moved to position ${index + direction + 1} of ${links.length}.`);
    focusAfterMove(`${base}-${link.id}`, direction, `${base}-${link.id}-network`);
  }

  function remove(index: number) {
    const link = links[index];
    if (!link) return;
    const neighbour = links[index + 1] ?? links[index - 1];
    setLinks(links.filter((other) => other.id !== link.id));
    setStatus(`${nameOf(link)} removed.`);
    afterRender(() =>
      document.getElementById(neighbour ? `${base}-${neighbour.id}-network` : `${base}-add`)?.focus(),
    );
  }

  return (
    <div className="stack stack--tight social-links-editor">
      <fieldset className="fieldset form-fields">
        <legend className="field__label">Links</legend>
        {links.length === 0 ? (
          <p className="muted">This block has no links yet. Add the first one below.</p>
        ) : (
          <ol className="form-field-list">
            {links.map((link, index) => {
              const name = nameOf(link);
              const value = link.url ?? link.username ?? '';
              const problem = value.trim() ? socialLinkProblem(link) : null;
              return (
                <li key={link.id} className="form-field-row is-open">
                  <section
                    className="form-field-row__editor stack stack--tight"
                    aria-label={`Link ${index + 1}: ${name}`}
                  >
                    <div className="block-row__head">
                      <span className="form-field-row__title">{name}</span>
                      <ItemActions
                        name={name}
                        index={index}
                        count={links.length}
                        idPrefix={`${base}-${link.id}`}
                        onMove={(by) => move(index, by)}
                        onRemove={() => remove(index)}
                      />
                    </div>
                    <SelectField
                      id={`${base}-${link.id}-network`}
                      label="Network"
                      value={link.network}
                      onChange={(e) => {
                        const network = e.target.value as SocialNetwork;
                        replace(link.id, typed({ ...link, network }, value));
                      }}
                    >
                      {SOCIAL_NETWORKS.map((network) => (
                        <option key={network} value={network}>
                          {SOCIAL_NETWORK_NAMES[network]}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      id={`${base}-${link.id}-value`}
                      label={link.network === 'email' ? 'Email address' : 'Address or username'}
                      hint={
                        link.network === 'email'
                          ? 'Visitors write to it.'
                          : 'A full https:// address, or your username: the profile address is made from it.'
                      }
                      error={problem}
                      maxLength={SOCIAL_LINKS_LIMITS.value}
                      value={value}
                      onChange={(e) => replace(link.id, typed(link, e.target.value))}
                    />
                    <TextField
                      id={`${base}-${link.id}-label`}
                      label="Name (optional)"
                      hint={`What screen readers and the names style say; "${SOCIAL_NETWORK_NAMES[link.network]}" otherwise.`}
                      maxLength={SOCIAL_LINKS_LIMITS.label}
                      value={link.label ?? ''}
                      onChange={(e) => {
                        const { label: _label, ...rest } = link;
                        update(
                          link.id,
                          e.target.value ? { ...rest, label: e.target.value } : { label: undefined },
                        );
                      }}
                    />
                  </section>
                </li>
              );
            })}
          </ol>
        )}
        <div className="button-row">
          <button
            id={`${base}-add`}
            type="button"
            className="button button--small"
            disabled={full}
            onClick={add}
          >
            Add link
          </button>
        </div>
        {full ? (
          <p className="field__hint">A block holds at most {SOCIAL_LINKS_LIMITS.links} links.</p>
        ) : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </fieldset>
      <SelectField
        label="Style"
        value={typeof settings.style === 'string' ? settings.style : 'icons'}
        onChange={(e) => onChange({ ...settings, style: e.target.value })}
      >
        {SOCIAL_LINK_STYLES.map((style) => (
          <option key={style} value={style}>
            {STYLE_NAMES[style]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Size"
        value={typeof settings.size === 'string' ? settings.size : 'medium'}
        onChange={(e) => onChange({ ...settings, size: e.target.value })}
      >
        {SOCIAL_LINK_SIZES.map((size) => (
          <option key={size} value={size}>
            {SIZE_NAMES[size]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="Show a Share button"
        hint="Visitors share this page from their device, or by a link. Its code loads only when they click it."
        checked={settings.share === true}
        onChange={(e) => onChange({ ...settings, share: e.target.checked })}
      />
    </div>
  );
}
