import {
  type MenuBlockSettings,
  type MenuItem,
  type MenuSection,
  type MenuTab,
  newId,
} from '@atelier/domain';

export const newMenuItem = (name = 'New item'): MenuItem => ({ id: newId(), name, price: '' });

export const newMenuSection = (title = ''): MenuSection => ({ id: newId(), title, items: [newMenuItem()] });

export const newMenuTab = (title: string): MenuTab => ({ id: newId(), title, sections: [newMenuSection()] });

/** A new Menu block: one tab, one section and two example items the owner writes over. */
export function defaultMenuSettings(): MenuBlockSettings {
  return {
    tabs: [
      {
        id: newId(),
        title: 'Menu',
        sections: [
          {
            id: newId(),
            title: 'Starters',
            items: [
              {
                id: newId(),
                name: 'Soup of the day',
                description: 'With bread baked this morning.',
                price: '$8',
              },
              { id: newId(), name: 'Garden salad', price: '$10' },
            ],
          },
        ],
      },
    ],
  };
}
