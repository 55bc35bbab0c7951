import { BLOCK_KINDS, type BlockKind } from '../document/block-kinds';
import { MenuButton, MenuItem } from '../shared/menu-button';

interface AddBlockMenuProps {
  disabled?: boolean;
  onAdd(kind: BlockKind): void;
}

/** The Blocks panel's Add block button and its menu of block types. */
export function AddBlockMenu({ disabled, onAdd }: AddBlockMenuProps) {
  return (
    <MenuButton
      menuId="add-block-menu"
      menuLabel="Block types"
      menuClassName="menu"
      buttonClassName="button button--primary button--small"
      disabled={disabled}
      button="Add block"
    >
      {BLOCK_KINDS.map(({ kind, label, hint }) => (
        <MenuItem key={kind} label={label} hint={hint} onSelect={() => onAdd(kind)} />
      ))}
    </MenuButton>
  );
}
