/** The header the site's scripts send a member's XSRF token in (spec 001 §7, the site-user XSRF header). */
export const MEMBER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
export const SIGN_OUT_URL = '/api/site-users/account/session';

interface SignOutAnswer {
  crumbFail?: boolean;
  xsrfToken?: string;
}

/**
 * Signs the member out with the spec's call (spec 001 §7): `DELETE /api/site-users/account/session`
 * with `cloneCart`, the session's XSRF token in its header. An answer saying `crumbFail` carries the
 * session's current token, and the call is repeated once with it. Resolves to whether the member is
 * signed out.
 */
export async function signOutMember(
  token: string,
  cloneCart: boolean,
  send: typeof fetch = fetch,
): Promise<boolean> {
  const call = (xsrf: string) =>
    send(`${SIGN_OUT_URL}?cloneCart=${cloneCart}`, {
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
  let response = await call(token);
  if (response.ok) return true;
  const answer = await answerOf(response);
  if (!answer.crumbFail || typeof answer.xsrfToken !== 'string') return false;
  response = await call(answer.xsrfToken);
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
    signOutMember(token, keep).then(
      (signedOut) => (signedOut ? form.ownerDocument.defaultView?.location.assign(done) : fallback()),
      fallback,
    );
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
