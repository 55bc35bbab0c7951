import { BLOCK_KINDS, type BlockKind } from '../document/block-kinds';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { MenuButton, MenuItem } from '../shared/menu-button';

interface AddBlockMenuProps {
  disabled?: boolean;
  onAdd(kind: BlockKind): void;
}

/**
 * The Blocks panel's Add block button and its menu of block types. Code is offered only to a role
 * that may write code (the server refuses the others' anyway).
 */
export function AddBlockMenu({ disabled, onAdd }: AddBlockMenuProps) {
  const codeAllowed = useWorkspaceActions()?.codeAllowed === true;
  const kinds = codeAllowed ? BLOCK_KINDS : BLOCK_KINDS.filter(({ kind }) => kind !== 'code');
  return (
    <MenuButton
      menuId="add-block-menu"
      menuLabel="Block types"
      menuClassName="menu"
      buttonClassName="button button--primary button--small"
      disabled={disabled}
      button="Add block"
    >
      {kinds.map(({ kind, label, hint }) => (
        <MenuItem key={kind} label={label} hint={hint} onSelect={() => onAdd(kind)} />
      ))}
    </MenuButton>
  );
}
