// The reviews request page's forms (page type 209); the build finds page behaviours by this file's name.
export { default } from '../screens/reviews/review-form';
