import type { Dictionary } from '../types';

export const members: Dictionary<'members'> = {
  verifySubject: 'Confirmez votre compte sur {site}',
  verifyIntro:
    'Bienvenue sur {site}. Confirmez votre adresse e-mail pour terminer la création de votre compte :',
  verifyOutro:
    'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message : aucun compte n’est ouvert.',
  existsSubject: 'Votre compte sur {site}',
  existsIntro:
    'Quelqu’un, peut-être vous, a essayé de créer un compte sur {site} avec cette adresse e-mail, qui en a déjà un. Connectez-vous ici, ou réinitialisez votre mot de passe si vous l’avez oublié :',
  existsOutro: 'Si ce n’était pas vous, ignorez ce message : rien n’a changé.',
  resetSubject: 'Réinitialisez votre mot de passe sur {site}',
  resetIntro:
    'Quelqu’un, peut-être vous, a demandé à réinitialiser le mot de passe de votre compte sur {site}. Choisissez-en un nouveau ici :',
  resetOutro:
    'Le lien est valable une heure. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe ne change pas.',
};
