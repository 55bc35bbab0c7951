/** A two-tab menu as the editor saves it: classes, and studio time with a currency note. */
export const MENU_SETTINGS = {
  tabs: [
    {
      id: 'classes',
      title: 'Classes',
      sections: [
        {
          id: 'wheel',
          title: 'At the wheel',
          items: [
            { id: 'taster', name: 'Wheel taster', description: 'Two hours, clay included.', price: '$45' },
            { id: 'course', name: 'Six-week course', price: '$260' },
            { id: 'chat', name: 'A chat about clay' },
          ],
        },
      ],
    },
    {
      id: 'studio',
      title: 'Studio time',
      sections: [{ id: 'kiln', title: '', items: [{ id: 'share', name: 'Kiln share', price: '18 €' }] }],
    },
  ],
  currencyNote: 'Prices include tax.',
};

export const MENU_BLOCK_ID = 'abcdefabcdefabcdefabcdef';
