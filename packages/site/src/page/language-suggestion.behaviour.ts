// The header language switcher's behaviour; the build finds page behaviours by this file's name.
export { default } from '../runtime/language-suggestion';
