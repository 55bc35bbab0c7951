import { newId, paragraphDoc } from '@atelier/domain';

/** Two example questions for a new block, so the owner sees how it reads before writing. */
export function defaultAccordionSettings(): Record<string, unknown> {
  return {
    items: [
      {
        id: newId(),
        title: 'What is included?',
        body: paragraphDoc('Say what a visitor gets, in a sentence or two.'),
      },
      {
        id: newId(),
        title: 'How do I get in touch?',
        body: paragraphDoc('Tell visitors how to reach you with a question this page does not answer.'),
      },
    ],
    openFirst: false,
    allowMany: false,
  };
}
