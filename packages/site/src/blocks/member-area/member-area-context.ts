import { createContext, useContext } from 'react';
import { OWNER_PREVIEW } from '../product/product-context';

/** One member area as a member area block shows it, in the page's language (resolved by the server). */
export interface MemberAreaCard {
  id: string;
  /** The area's name, translated when the site has a text for it in the page's language. */
  name: string;
  /** The owner's welcome text of the area, translated the same way. */
  welcome: string;
  /** Anyone with an account may join (join rule `open`); otherwise only the owner adds people. */
  joinable: boolean;
  /** Where joining leads: the area's first page in the page's language, or /account when it has none. */
  path: string;
}

/**
 * The areas a page's member area blocks name, by id. Marked with OWNER_PREVIEW in the editor's
 * preview, where a block without an area says what it needs instead of showing nothing.
 */
export type MemberAreaLookup = Record<string, MemberAreaCard> & { [OWNER_PREVIEW]?: true };

export const MemberAreaContext = createContext<MemberAreaLookup>({});
export const useMemberAreas = (): MemberAreaLookup => useContext(MemberAreaContext);
