import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Conferma il tuo account su {site}',
  verifyIntro:
    'Benvenuto su {site}. Conferma il tuo indirizzo email per completare la creazione dell’account:',
  verifyOutro:
    'Il link è valido per 24 ore. Se non ti sei registrato, ignora questa email: nessun account viene aperto.',
  existsSubject: 'Il tuo account su {site}',
  existsIntro:
    'Qualcuno, forse tu, ha provato a creare un account su {site} con questo indirizzo email, che ne ha già uno. Accedi qui, o reimposta la password se l’hai dimenticata:',
  existsOutro: 'Se non sei stato tu, ignora questa email: non è cambiato nulla.',
  resetSubject: 'Reimposta la password su {site}',
  resetIntro:
    'Qualcuno, forse tu, ha chiesto di reimpostare la password del tuo account su {site}. Scegline una nuova qui:',
  resetOutro:
    'Il link è valido per un’ora. Se non l’hai chiesto, ignora questa email: la tua password resta com’è.',
};
