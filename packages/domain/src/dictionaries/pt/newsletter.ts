import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: 'Confirme sua inscrição em {site}',
  confirmIntro: 'Alguém, provavelmente você, pediu para receber a newsletter de {site} neste endereço.',
  confirmAction: 'Para confirmar, abra este link:',
  confirmIgnore: 'Se não foi você quem pediu, ignore este e-mail e não entraremos mais em contato.',
  unsubscribeFooter: 'Não tem mais interesse? Cancele a inscrição: {url}',
  confirmedTitle: 'Sua inscrição foi confirmada',
  confirmedBody: 'Obrigado por confirmar. Você receberá a newsletter de {site} em {email}.',
  unsubscribedTitle: 'Sua inscrição foi cancelada',
  unsubscribedBody: 'Você não receberá mais a newsletter de {site} em {email}.',
  invalidLinkTitle: 'Este link não funciona',
  invalidConfirmBody:
    'Este link de confirmação não é válido ou já foi usado. Inscreva-se novamente para receber um novo.',
  invalidUnsubscribeBody:
    'Este link de cancelamento não é válido ou foi substituído por um mais recente. Use o link do último e-mail que você recebeu.',
  backHome: 'Voltar para {site}',
};
