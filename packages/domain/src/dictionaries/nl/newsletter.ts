import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Bevestig je aanmelding bij {site}',
  confirmIntro: 'Iemand, hopelijk jij, heeft gevraagd de nieuwsbrief van {site} op dit adres te ontvangen.',
  confirmAction: 'Open deze link om te bevestigen:',
  confirmIgnore: 'Heb je hier niet om gevraagd? Negeer dan deze e-mail; je hoort dan niets meer van ons.',
  unsubscribeFooter: 'Geen interesse meer? Afmelden: {url}',
  confirmedTitle: 'Je bent aangemeld',
  confirmedBody: 'Bedankt voor je bevestiging. Je ontvangt de nieuwsbrief van {site} op {email}.',
  unsubscribedTitle: 'Je bent afgemeld',
  unsubscribedBody: 'Je ontvangt de nieuwsbrief van {site} niet meer op {email}.',
  invalidLinkTitle: 'Deze link werkt niet',
  invalidConfirmBody:
    'Deze bevestigingslink is ongeldig of al gebruikt. Meld je opnieuw aan om een nieuwe te ontvangen.',
  invalidUnsubscribeBody:
    'Deze afmeldlink is ongeldig of vervangen door een nieuwere. Gebruik de link in de laatste e-mail die je hebt ontvangen.',
  backHome: 'Terug naar {site}',
};
