import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Bevestig je account bij {site}',
  verifyIntro: 'Welkom bij {site}. Bevestig je e-mailadres om je account af te maken:',
  verifyOutro:
    'De link werkt 24 uur. Heb je je niet aangemeld, negeer deze e-mail dan: er wordt geen account geopend.',
  existsSubject: 'Je account bij {site}',
  existsIntro:
    'Iemand, misschien jij, probeerde bij {site} een account te maken met dit e-mailadres, dat er al een heeft. Log hier in, of stel je wachtwoord opnieuw in als je het vergeten bent:',
  existsOutro: 'Was jij het niet, negeer deze e-mail dan: er is niets veranderd.',
  resetSubject: 'Stel je wachtwoord bij {site} opnieuw in',
  resetIntro:
    'Iemand, misschien jij, vroeg om het wachtwoord van je account bij {site} opnieuw in te stellen. Kies hier een nieuw:',
  resetOutro:
    'De link werkt een uur. Heb je er niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
};
