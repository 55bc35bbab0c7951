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
};
