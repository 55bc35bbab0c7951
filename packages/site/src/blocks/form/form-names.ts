/**
 * Names and ids shared by the form markup and its browser behaviour. Input names are the contract
 * with POST /api/form/submit (contracts.md "Form markup and field naming").
 */
export const fieldInputName = (fieldId: string): string => `field-${fieldId}`;

/** One radio group per likert statement, `i` 0-based. */
export const likertInputName = (fieldId: string, statement: number): string =>
  `field-${fieldId}.${statement}`;

/** Likert answers from Strongly Disagree to Strongly Agree (spec 000 §3). */
export const LIKERT_SCALE = ['-2', '-1', '0', '1', '2'] as const;

/** The element ids of one field, unique on the page because the block id is. */
export function fieldIds(blockId: string, fieldId: string) {
  const input = `form-${blockId}-${fieldId}`;
  return {
    input,
    part: (index: number) => `${input}-${index}`,
    title: `${input}-title`,
    description: `${input}-description`,
    error: `${input}-error`,
    counter: `${input}-counter`,
    affix: `${input}-affix`,
  };
}

export type FieldIds = ReturnType<typeof fieldIds>;
