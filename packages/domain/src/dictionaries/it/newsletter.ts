import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Conferma la tua iscrizione a {site}',
  confirmIntro: 'Qualcuno, speriamo tu, ha chiesto di ricevere la newsletter di {site} a questo indirizzo.',
  confirmAction: 'Per confermare, apri questo link:',
  confirmIgnore: 'Se non l’hai richiesto tu, ignora questa email e non riceverai altri messaggi da noi.',
  unsubscribeFooter: 'Non ti interessa più? Annulla l’iscrizione: {url}',
  confirmedTitle: 'Ti sei iscritto',
  confirmedBody: 'Grazie per la conferma. Riceverai la newsletter di {site} all’indirizzo {email}.',
  unsubscribedTitle: 'Hai annullato l’iscrizione',
  unsubscribedBody: 'Non riceverai più la newsletter di {site} all’indirizzo {email}.',
  invalidLinkTitle: 'Questo link non funziona',
  invalidConfirmBody:
    'Questo link di conferma non è valido o è già stato usato. Iscriviti di nuovo per riceverne uno nuovo.',
  invalidUnsubscribeBody:
    'Questo link per annullare l’iscrizione non è valido o è stato sostituito da uno più recente. Usa il link dell’ultima email che hai ricevuto.',
  backHome: 'Torna a {site}',
};
