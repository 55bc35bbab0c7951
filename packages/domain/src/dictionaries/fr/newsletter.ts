import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Confirmez votre inscription à {site}',
  confirmIntro: 'Quelqu’un, vous sans doute, a demandé à recevoir la newsletter de {site} à cette adresse.',
  confirmAction: 'Pour confirmer, ouvrez ce lien :',
  confirmIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous n’aurez plus de nouvelles de notre part.',
  unsubscribeFooter: 'Plus intéressé ? Se désabonner : {url}',
  confirmedTitle: 'Vous êtes inscrit',
  confirmedBody: 'Merci de votre confirmation. Vous recevrez la newsletter de {site} à l’adresse {email}.',
  unsubscribedTitle: 'Vous êtes désabonné',
  unsubscribedBody: 'Vous ne recevrez plus la newsletter de {site} à l’adresse {email}.',
  invalidLinkTitle: 'Ce lien ne fonctionne pas',
  invalidConfirmBody:
    'Ce lien de confirmation n’est pas valide ou a déjà été utilisé. Inscrivez-vous à nouveau pour en recevoir un nouveau.',
  invalidUnsubscribeBody:
    'Ce lien de désabonnement n’est pas valide ou a été remplacé par un lien plus récent. Utilisez le lien du dernier e-mail que vous avez reçu.',
  backHome: 'Retour à {site}',
};
