/**
 * Visitor-facing words of the foundation blocks. The spec gives none for them; they sit together
 * so they can move into the domain message dictionary with the other user-visible strings.
 */
export const blockMessages = {
  search: {
    label: 'Search this site',
    placeholder: 'Search…',
    submit: 'Search',
  },
  form: {
    /** A form submitted inside the editor's preview, whose sandboxed frame may not send it. */
    previewNotSent:
      'This is the editor’s preview: forms are not sent from here. Open the published page to try this form.',
  },
} as const;
