import type { FormRenderState } from '@atelier/domain';
import { createContext, useContext } from 'react';

/** What form blocks need to know about the page they sit on; site-page.tsx provides it. */
export interface FormPageInfo {
  /** The page's id (the site context's collectionId), sent as pageId. */
  pageId: string;
  /** The site path of the page, e.g. "/contact". */
  pagePath: string;
  /** The document title, as a script reads it from `document.title`. */
  pageTitle: string;
  /** The outcome of a script-free POST, for the form it names. */
  formState?: FormRenderState;
}

export const FormPageContext = createContext<FormPageInfo>({ pageId: '', pagePath: '', pageTitle: '' });

export const useFormPage = (): FormPageInfo => useContext(FormPageContext);

/** The render state when it belongs to this form, else undefined. */
export function useFormState(formId: string): FormRenderState | undefined {
  const { formState } = useFormPage();
  return formState?.formId === formId ? formState : undefined;
}
