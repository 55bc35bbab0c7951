// The dialog and its strings are fetched only on the one page view that needs them.
const showLazily = () => import('./logout-dialog').then(({ showLogoutNotice }) => showLogoutNotice());

/**
 * After a logout the site root carries `logout=true` (spec 000 §2): say so once, and drop the flag
 * from the address so a reload or a shared link does not say it again.
 */
export function showLogoutNoticeIfDue(win: Window = window, show: () => unknown = showLazily): boolean {
  const url = new URL(win.location.href);
  if (url.searchParams.get('logout') !== 'true') return false;
  url.searchParams.delete('logout');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  void show();
  return true;
}
