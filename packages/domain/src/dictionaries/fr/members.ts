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
  accountTitle: 'Votre compte',
  signInHeading: 'Se connecter',
  signUpHeading: 'Nouveau ici ? Créez un compte',
  emailLabel: 'E-mail',
  passwordLabel: 'Mot de passe',
  newPasswordLabel: 'Mot de passe (10 caractères au moins)',
  nameLabel: 'Nom (facultatif)',
  rememberMe: 'Rester connecté sur cet appareil',
  signInButton: 'Se connecter',
  signUpButton: 'Créer le compte',
  signOutButton: 'Se déconnecter',
  forgotHeading: 'Mot de passe oublié ?',
  sendResetButton: 'M’envoyer un lien',
  resetHeading: 'Choisissez un nouveau mot de passe',
  savePasswordButton: 'Enregistrer le mot de passe',
  verifiedNotice: 'Votre adresse e-mail est confirmée. Connectez-vous pour continuer.',
  linkExpiredNotice: 'Ce lien a expiré ou a déjà été utilisé.',
  signUpSentNotice: 'Consultez vos e-mails : nous vous avons envoyé un lien pour confirmer votre adresse.',
  resetSentNotice:
    'Si cette adresse a un compte ici, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
  passwordChangedNotice: 'Votre mot de passe est changé. Connectez-vous avec le nouveau.',
  signedOutNotice: 'Vous êtes déconnecté.',
  signedInAs: 'Connecté en tant que {email}',
  deniedHeading: 'Cette page est réservée aux membres',
  deniedIntro: '{page} fait partie de {area}, que seuls ses membres peuvent voir.',
  deniedSignIn: 'Connectez-vous, ou créez un compte, pour continuer.',
  joinButton: 'Rejoindre {area}',
  inviteOnly: 'Seules les personnes ajoutées par le propriétaire du site peuvent rejoindre {area}.',
  joinedHeading: 'Bienvenue dans {area}',
  continueTo: 'Continuer vers {page}',
  yourAreas: 'Vos espaces membres',
  noAreas: 'Vous n’êtes encore dans aucun espace membre.',
  badCredentials: 'E-mail ou mot de passe incorrect.',
  unverified:
    'Confirmez d’abord votre adresse e-mail : suivez le lien du message que nous vous avons envoyé.',
  tooManyAttempts: 'Trop de tentatives de connexion. Patientez quelques minutes et réessayez.',
  tooManySignUps: 'Trop d’inscriptions depuis cette adresse. Réessayez plus tard.',
  tooManyResets: 'Trop de demandes de réinitialisation. Réessayez plus tard.',
  badResetLink: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  shortPassword: 'Utilisez au moins 10 caractères.',
};
