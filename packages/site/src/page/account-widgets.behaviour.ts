// The signed-in account page's widgets; the build finds page behaviours by this file's name.
export { default } from '../screens/account/account-widgets';
