import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listMemberAreas, type MemberArea } from '../api/members.api';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';

/** Limits of the block's words, as the server's page rules have them. */
const MAX = { heading: 200, text: 2000, buttonLabel: 100 } as const;

/** What visitors get from the chosen area, said to the owner under the choice. */
function areaHint(area: MemberArea | undefined, gone: boolean): string {
  if (gone) return 'The area this block offered was deleted: visitors see nothing here. Choose another.';
  if (!area) return 'Visitors see nothing here until you choose an area.';
  return area.joinRule === 'open'
    ? 'Visitors see a Join button; anyone without an account signs up first, then lands on the area’s first page.'
    : 'Only people you add can join: visitors read that, with a link to sign in.';
}

/**
 * Settings of the Member area block (type 67): which of the site's member areas it offers, and the
 * owner's own heading, text and button label in place of the area's name, welcome and "Join …". A new
 * block takes the site's first area as soon as the areas are known; with none yet, the panel sends
 * the owner to Members to make one.
 */
export function MemberAreaEditor({ settings, onChange }: BlockEditorProps) {
  const areas = useQuery({ queryKey: queryKeys.memberAreas, queryFn: listMemberAreas, retry: false });
  const workspace = useWorkspaceActions();
  const areaId = text(settings.areaId);
  const list = areas.data ?? [];
  const area = list.find((candidate) => candidate.id === areaId);

  // A block just added has no area yet (no areaId at all, not an emptied one): offer the first.
  const offered = useRef(false);
  const first = list[0];
  useEffect(() => {
    if (offered.current || !first || 'areaId' in settings) return;
    offered.current = true;
    onChange({ ...settings, areaId: first.id });
  }, [first, settings, onChange]);

  if (areas.isPending) return <p className="muted">Loading your member areas…</p>;
  if (areas.isError)
    return (
      <p className="muted" role="note">
        Your member areas could not be loaded: choosing one needs the permission to manage members.
      </p>
    );
  if (list.length === 0)
    return (
      <div className="stack stack--tight" data-testid="no-member-areas">
        <p>
          This site has no member areas yet. Make one in Members, then choose it here: the block invites
          visitors to join it.
        </p>
        {workspace?.openMembers ? (
          <div className="button-row">
            <button type="button" className="button button--small" onClick={workspace.openMembers}>
              Open Members
            </button>
          </div>
        ) : null}
      </div>
    );

  const gone = areaId !== '' && !area;
  return (
    <div className="stack stack--tight">
      <SelectField
        label="Member area"
        value={area ? area.id : ''}
        hint={areaHint(area, gone)}
        onChange={(event) => onChange({ ...settings, areaId: event.target.value })}
      >
        {area ? null : <option value="">Choose a member area</option>}
        {list.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
            {choice.joinRule === 'invite' ? ' (people you add)' : ''}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Heading"
        hint="Optional: the area’s name when empty."
        maxLength={MAX.heading}
        placeholder={area?.name}
        value={text(settings.heading)}
        onChange={(event) => onChange(withOptional(settings, 'heading', event.target.value))}
      />
      <TextAreaField
        label="Text"
        hint="Optional: the area’s welcome text when empty. A blank line starts a new paragraph."
        rows={3}
        maxLength={MAX.text}
        placeholder={area?.welcomeText}
        value={text(settings.text)}
        onChange={(event) => onChange(withOptional(settings, 'text', event.target.value))}
      />
      {area?.joinRule === 'invite' ? null : (
        <TextField
          label="Button label"
          hint="Optional: “Join” and the area’s name when empty."
          maxLength={MAX.buttonLabel}
          placeholder={area ? `Join ${area.name}` : undefined}
          value={text(settings.buttonLabel)}
          onChange={(event) => onChange(withOptional(settings, 'buttonLabel', event.target.value))}
        />
      )}
    </div>
  );
}
