import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Bestätigen Sie Ihr Abonnement für {site}',
  confirmIntro:
    'Jemand – hoffentlich Sie – hat angefordert, den Newsletter von {site} an diese Adresse zu erhalten.',
  confirmAction: 'Öffnen Sie zur Bestätigung diesen Link:',
  confirmIgnore:
    'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Sie hören dann nicht wieder von uns.',
  unsubscribeFooter: 'Kein Interesse mehr? Abmelden: {url}',
  confirmedTitle: 'Sie sind angemeldet',
  confirmedBody: 'Vielen Dank für Ihre Bestätigung. Sie erhalten den Newsletter von {site} an {email}.',
  unsubscribedTitle: 'Sie sind abgemeldet',
  unsubscribedBody: 'Sie erhalten den Newsletter von {site} nicht mehr an {email}.',
  invalidLinkTitle: 'Dieser Link funktioniert nicht',
  invalidConfirmBody:
    'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet. Melden Sie sich erneut an, um einen neuen zu erhalten.',
  invalidUnsubscribeBody:
    'Dieser Abmeldelink ist ungültig oder wurde durch einen neueren ersetzt. Verwenden Sie den Link aus der letzten E-Mail, die Sie erhalten haben.',
  backHome: 'Zurück zu {site}',
};
