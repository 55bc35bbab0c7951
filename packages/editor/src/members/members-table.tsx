import type { Member, MemberArea } from '../api/members.api';
import { formatDay, memberAreaNames } from './member-words';

interface MembersTableProps {
  id: string;
  members: readonly Member[];
  areas: readonly MemberArea[];
  /** Id of the button that opens a member, so focus can come back to it. */
  openId(memberId: string): string;
  onOpen(member: Member): void;
}

/** One row per member: address, name, whether it is confirmed, when they joined, their areas. */
export function MembersTable({ id, members, areas, openId, onOpen }: MembersTableProps) {
  return (
    <table id={id} className="data-table">
      <caption className="visually-hidden">Members</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Name</th>
          <th scope="col">Confirmed</th>
          <th scope="col">Joined</th>
          <th scope="col">Areas</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const names = memberAreaNames(member, areas);
          return (
            <tr key={member.id}>
              <th scope="row" className="data-table__primary">
                <button
                  type="button"
                  id={openId(member.id)}
                  className="link-button"
                  onClick={() => onOpen(member)}
                >
                  {member.email}
                </button>
              </th>
              <td>{member.displayName || <span className="muted">—</span>}</td>
              <td>
                {member.verified ? (
                  <span className="badge badge--confirmed">Confirmed</span>
                ) : (
                  <span className="badge badge--pending">Not confirmed</span>
                )}
              </td>
              <td>{formatDay(member.joinedAt)}</td>
              <td>{names.length ? names.join(', ') : <span className="muted">None</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
