import type { MemberArea, MembersFilter } from '../api/members.api';
import { SelectField, TextField } from '../shared/fields';

interface MemberFiltersProps {
  filter: MembersFilter;
  areas: readonly MemberArea[];
  onChange(change: Partial<MembersFilter>): void;
}

/** The members list's search, and its filters by area, confirmation and the day they joined. */
export function MemberFilters({ filter, areas, onChange }: MemberFiltersProps) {
  return (
    <div className="list-toolbar members-filters">
      <TextField
        className="list-toolbar__search"
        label="Search members"
        type="search"
        placeholder="Email or name"
        value={filter.q}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      <SelectField label="Area" value={filter.area} onChange={(e) => onChange({ area: e.target.value })}>
        <option value="">All areas</option>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Email confirmed"
        value={filter.verified}
        onChange={(e) => onChange({ verified: e.target.value as MembersFilter['verified'] })}
      >
        <option value="">Confirmed or not</option>
        <option value="yes">Confirmed</option>
        <option value="no">Not confirmed</option>
      </SelectField>
      <TextField
        label="Joined from"
        type="date"
        value={filter.joinedFrom}
        max={filter.joinedTo || undefined}
        onChange={(e) => onChange({ joinedFrom: e.target.value })}
      />
      <TextField
        label="Joined until"
        type="date"
        value={filter.joinedTo}
        min={filter.joinedFrom || undefined}
        onChange={(e) => onChange({ joinedTo: e.target.value })}
      />
    </div>
  );
}
