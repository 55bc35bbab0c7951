import { useEffect, useId, useRef } from 'react';
import { getMember, type Member, type MemberArea } from '../api/members.api';
import { LoadFailed, Loading } from '../shared/list-states';
import { type Loaded, queryKeys, useLoaded } from '../shared/queries';
import { MemberAccessList } from './member-access';
import { MemberOrders } from './member-orders';
import { formatDay } from './member-words';

interface MemberDetailProps {
  id: string;
  areas: Loaded<MemberArea[]>;
  /** The member changed (their areas): the list shows them as they are now. */
  onChanged(member: Member): void;
  onClose(): void;
}

/** One member: their account, the areas they may open (given and taken here), and their orders. */
export function MemberDetail({ id, areas, onChanged, onClose }: MemberDetailProps) {
  const loaded = useLoaded(queryKeys.member(id), () => getMember(id));
  const headingId = useId();
  const back = useRef<HTMLButtonElement>(null);
  // The list's button that opened the member is gone: focus goes to the way back to it.
  useEffect(() => back.current?.focus(), []);

  const backButton = (
    <button
      ref={back}
      type="button"
      className="button button--quiet button--small members-detail__back"
      onClick={onClose}
    >
      ← All members
    </button>
  );
  if (loaded.error && !loaded.data) {
    return (
      <div className="forms-view">
        {backButton}
        <LoadFailed error={loaded.error} onRetry={loaded.reload} />
      </div>
    );
  }
  if (!loaded.data) {
    return (
      <div className="forms-view">
        {backButton}
        <Loading>Loading the member…</Loading>
      </div>
    );
  }

  const { member, orders } = loaded.data;
  const changed = (saved: Member) => {
    loaded.update((data) => ({ ...data, member: saved }));
    onChanged(saved);
  };
  return (
    <article className="forms-view" aria-labelledby={headingId}>
      {backButton}
      <h3 id={headingId}>{member.displayName || member.email}</h3>
      <dl className="submission__answers">
        <div className="submission-field">
          <dt>Email</dt>
          <dd>{member.email}</dd>
        </div>
        <div className="submission-field">
          <dt>Email confirmed</dt>
          <dd>
            {member.verified ? (
              formatDay(member.verifiedAt)
            ) : (
              <span className="badge badge--pending">Not confirmed</span>
            )}
          </dd>
        </div>
        <div className="submission-field">
          <dt>Joined</dt>
          <dd>{formatDay(member.joinedAt)}</dd>
        </div>
        {member.locale ? (
          <div className="submission-field">
            <dt>Language</dt>
            <dd>{member.locale}</dd>
          </div>
        ) : null}
      </dl>
      <MemberAccessList member={member} areas={areas} onChanged={changed} />
      <MemberOrders member={member} orders={orders} />
    </article>
  );
}
