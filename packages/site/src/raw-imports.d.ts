/** Tests read stylesheets as text through the test runner's `?raw` imports. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
