import { useText } from '../../i18n/use-text';
import type { AccountAlert as AccountAlertView } from './account-screen';

/** The message a form's last post got, above that form, in the page's language (the server's is English). */
export function AccountAlert({
  alert,
  form,
}: {
  alert: AccountAlertView | null;
  form: AccountAlertView['form'];
}) {
  const text = useText('members');
  if (alert?.form !== form) return null;
  return (
    <p className="form-error" role="alert">
      {text.fromEnglish(alert.message)}
    </p>
  );
}
