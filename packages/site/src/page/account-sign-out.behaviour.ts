// The account page's sign-out form; the build finds page behaviours by this file's name.
export { default } from '../runtime/account-sign-out';
