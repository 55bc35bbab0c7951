import { useQuery } from '@tanstack/react-query';
import { listMemberAreas } from '../api/members.api';
import { SelectField } from '../shared/fields';
import { queryKeys } from '../shared/queries';

interface MemberAreaFieldProps {
  value: string | null;
  error?: string;
  onChange(areaId: string | null): void;
}

/**
 * Who sees a page: everyone, or the members of one member area. Shown to a role that may read the
 * areas (permission `members`); the page's current area stays chosen for the others.
 */
export function MemberAreaField({ value, error, onChange }: MemberAreaFieldProps) {
  const areas = useQuery({ queryKey: queryKeys.memberAreas, queryFn: listMemberAreas, retry: false });
  if (areas.isError && value === null) return null;
  const choices = areas.data ?? [];
  return (
    <SelectField
      label="Who sees this page"
      value={value ?? ''}
      error={error}
      disabled={areas.isPending || areas.isError}
      hint={
        choices.length === 0 && !areas.isPending
          ? 'Make a member area in Members (the top bar’s More menu) to keep pages for members.'
          : 'Members sign in at /account. Others see a page that offers to sign in or join.'
      }
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">Everyone</option>
      {choices.map((area) => (
        <option key={area.id} value={area.id}>
          Members of {area.name}
        </option>
      ))}
    </SelectField>
  );
}
