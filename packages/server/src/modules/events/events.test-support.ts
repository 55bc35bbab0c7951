/** An event as the editor sends it: a published morning workshop in Paris, with every field. */
export const workshop = (over: Record<string, unknown> = {}) => ({
  title: 'Wheel workshop',
  start: '2030-07-15T10:00',
  end: '2030-07-15T12:30',
  timeZone: 'Europe/Paris',
  location: '12 Rue de la Poterie, Lyon',
  description: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bring an apron.' }] }],
  },
  link: 'https://tickets.example/wheel',
  status: 'published',
  ...over,
});
