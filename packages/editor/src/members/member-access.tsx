import { type ReactNode, useId, useState } from 'react';
import { describeError } from '../api/api-error';
import { giveAccess, type Member, type MemberArea, removeAccess } from '../api/members.api';
import { CheckboxField, FormError } from '../shared/fields';
import { EmptyState, LoadFailed, Loading } from '../shared/list-states';
import type { Loaded } from '../shared/queries';
import { accessHint } from './member-words';

interface MemberAccessProps {
  member: Member;
  areas: Loaded<MemberArea[]>;
  /** The member as the server answered the change, with their areas now. */
  onChanged(member: Member): void;
}

/** A checkbox per member area: ticked while the member is in it; ticking gives access, clearing takes it. */
export function MemberAccessList({ member, areas, onChanged }: MemberAccessProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const who = member.displayName || member.email;

  async function change(area: MemberArea, give: boolean) {
    // The boxes stay enabled while a change runs (disabling would drop the focus); clicks wait instead.
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const saved = give ? await giveAccess(member.id, area.id) : await removeAccess(member.id, area.id);
      onChanged(saved);
      setStatus(give ? `${who} can now open ${area.name}.` : `${who} can no longer open ${area.name}.`);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (areas.error && !areas.data) body = <LoadFailed error={areas.error} onRetry={areas.reload} />;
  else if (!areas.data) body = <Loading>Loading member areas…</Loading>;
  else if (areas.data.length === 0) {
    body = (
      <EmptyState title="No member areas yet">
        <p>Add one under Member areas to keep pages for members only, then give people access here.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="members-access" aria-busy={busy}>
        {areas.data.map((area) => {
          const access = member.areas.find((a) => a.areaId === area.id);
          return (
            <li key={area.id}>
              <CheckboxField
                label={area.name}
                hint={accessHint(area, access)}
                checked={access !== undefined}
                onChange={(e) => void change(area, e.target.checked)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="stack stack--tight" aria-labelledby={headingId}>
      <h4 id={headingId}>Member areas</h4>
      {body}
      <FormError message={error} />
      <p className="muted" role="status">
        {status}
      </p>
    </section>
  );
}
