import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Bestätigen Sie Ihr Konto bei {site}',
  verifyIntro: 'Willkommen bei {site}. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten:',
  verifyOutro:
    'Der Link gilt 24 Stunden. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Es wird kein Konto eröffnet.',
  existsSubject: 'Ihr Konto bei {site}',
  existsIntro:
    'Jemand, vielleicht Sie, wollte bei {site} ein Konto mit dieser E-Mail-Adresse anlegen, die bereits eines hat. Melden Sie sich hier an oder setzen Sie Ihr Passwort zurück, wenn Sie es vergessen haben:',
  existsOutro: 'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.',
  resetSubject: 'Setzen Sie Ihr Passwort bei {site} zurück',
  resetIntro:
    'Jemand, vielleicht Sie, hat das Zurücksetzen des Passworts Ihres Kontos bei {site} angefordert. Wählen Sie hier ein neues:',
  resetOutro:
    'Der Link gilt eine Stunde. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  accountLink: 'Konto',
  accountTitle: 'Ihr Konto',
  signInHeading: 'Anmelden',
  signUpHeading: 'Neu hier? Konto erstellen',
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  newPasswordLabel: 'Passwort (mindestens 10 Zeichen)',
  nameLabel: 'Name (optional)',
  rememberMe: 'Auf diesem Gerät angemeldet bleiben',
  signInButton: 'Anmelden',
  signUpButton: 'Konto erstellen',
  signOutButton: 'Abmelden',
  forgotHeading: 'Passwort vergessen?',
  sendResetButton: 'Link per E-Mail senden',
  resetHeading: 'Neues Passwort wählen',
  savePasswordButton: 'Passwort speichern',
  verifiedNotice: 'Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich an, um fortzufahren.',
  linkExpiredNotice: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
  signUpSentNotice:
    'Sehen Sie in Ihre E-Mails: Wir haben Ihnen einen Link zur Bestätigung Ihrer Adresse gesendet.',
  resetSentNotice:
    'Wenn diese Adresse hier ein Konto hat, haben wir ihr einen Link zum Wählen eines neuen Passworts gesendet.',
  passwordChangedNotice: 'Ihr Passwort ist geändert. Melden Sie sich mit dem neuen an.',
  signedOutNotice: 'Sie sind abgemeldet.',
  signedInAs: 'Angemeldet als {email}',
  deniedHeading: 'Diese Seite ist für Mitglieder',
  deniedIntro: '{page} gehört zu {area}, das nur seine Mitglieder sehen können.',
  deniedSignIn: 'Melden Sie sich an oder erstellen Sie ein Konto, um fortzufahren.',
  joinButton: '{area} beitreten',
  inviteOnly: 'Nur Personen, die der Inhaber der Website hinzufügt, können {area} beitreten.',
  joinedHeading: 'Willkommen bei {area}',
  continueTo: 'Weiter zu {page}',
  yourAreas: 'Ihre Mitgliederbereiche',
  noAreas: 'Sie sind noch in keinem Mitgliederbereich.',
  badCredentials: 'E-Mail oder Passwort ist falsch.',
  unverified:
    'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Folgen Sie dem Link in der E-Mail, die wir Ihnen gesendet haben.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  tooManySignUps: 'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
  tooManyResets: 'Zu viele Anfragen zum Zurücksetzen. Bitte versuchen Sie es später erneut.',
  badResetLink:
    'Dieser Link zum Zurücksetzen ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
  invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  shortPassword: 'Verwenden Sie mindestens 10 Zeichen.',
  yourOrders: 'Ihre Bestellungen',
  noOrders: 'Sie haben hier noch keine Bestellungen.',
  deleteHeading: 'Konto löschen',
  deleteIntro:
    'Ihr Konto, seine Mitgliederbereiche und Sitzungen werden gelöscht. Ihre Bestellungen bleiben beim Shop, wie es das Gesetz verlangt.',
  deleteButton: 'Mein Konto löschen',
  deletedNotice: 'Ihr Konto ist gelöscht.',
};
