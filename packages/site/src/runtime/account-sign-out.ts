import { readCookie } from './cookies';

/** The header the site's scripts send a member's XSRF token in (spec 001 §7, the site-user XSRF header). */
export const MEMBER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
export const SIGN_OUT_URL = '/api/site-users/account/session';

interface SignOutAnswer {
  crumbFail?: boolean;
  /** The member session's token, when the one sent was not it. */
  xsrfToken?: string;
  /** The site's fresh crumb, when the request's was missing or stale. */
  crumb?: string;
}

/**
 * Signs the member out with the spec's call (spec 001 §7): `DELETE /api/site-users/account/session`
 * with `cloneCart`, the session's XSRF token in its header and the site's crumb (as every call of the
 * site's scripts carries it: runtime/data-layer.ts). An answer saying `crumbFail` carries the current
 * token or crumb, and the call is repeated once with them. Resolves to whether the member is signed out.
 */
export async function signOutMember(
  token: string,
  cloneCart: boolean,
  send: typeof fetch = fetch,
  crumbOf: () => string | undefined = () => readCookie('crumb') ?? undefined,
): Promise<boolean> {
  const call = (xsrf: string, crumb: string | undefined) =>
    send(`${SIGN_OUT_URL}?cloneCart=${cloneCart}${crumb ? `&crumb=${encodeURIComponent(crumb)}` : ''}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { [MEMBER_XSRF_HEADER]: xsrf, Accept: 'application/json' },
    });
  const answerOf = async (response: Response): Promise<SignOutAnswer> => {
    try {
      return (await response.json()) as SignOutAnswer;
    } catch {
      return {};
    }
  };
  const crumb = crumbOf();
  let response = await call(token, crumb);
  if (response.ok) return true;
  const answer = await answerOf(response);
  if (!answer.crumbFail) return false;
  response = await call(answer.xsrfToken ?? token, answer.crumb ?? crumb);
  return response.ok;
}

/**
 * The account page's sign-out form, enhanced: it signs out through the spec's call (keeping a copy
 * of the cart on this device when the member ticks `cloneCart`), then opens the page the form names
 * in `data-signed-out`. Without JavaScript, or when the call fails, the form posts as it is.
 */
export default function accountSignOut(form: HTMLElement): () => void {
  if (!(form instanceof HTMLFormElement)) return () => {};
  const token = form.dataset.xsrf ?? '';
  const crumb = form.dataset.crumb;
  const done = form.dataset.signedOut ?? '/account?signed-out=1';
  let sending = false;
  const onSubmit = (event: SubmitEvent) => {
    if (!token || sending) return;
    event.preventDefault();
    sending = true;
    const keep = form.querySelector<HTMLInputElement>('input[name="cloneCart"]')?.checked ?? false;
    const fallback = () => {
      sending = false;
      form.submit();
    };
    signOutMember(token, keep, fetch, () => crumb ?? readCookie('crumb') ?? undefined).then(
      (signedOut) => (signedOut ? form.ownerDocument.defaultView?.location.assign(done) : fallback()),
      fallback,
    );
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
