import { defineError } from '#platform/errors/app-error';

export const StylesErrors = {
  unknownFont: defineError({
    kind: 'invalid',
    code: 'styles.unknown_font',
    message: 'Choose one of the fonts the font service offers.',
  }),
  staleRevision: defineError({
    kind: 'conflict',
    code: 'styles.stale_revision',
    message: 'The styles were changed elsewhere since you opened them. Reload to see the latest.',
  }),
  unknownTemplate: defineError({
    kind: 'not_found',
    code: 'styles.unknown_template',
    message: 'There is no such template.',
  }),
};
