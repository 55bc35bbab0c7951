/** The mail that invites someone to work on a site. */
export function invitationMail(input: { siteTitle: string; roleName: string; link: string }) {
  const text = [
    `You are invited to work on the website “${input.siteTitle}” on Atelier, as ${input.roleName}.`,
    '',
    'Accept the invitation here; you can sign in, or create an account with this email address:',
    input.link,
    '',
    'The link works for 7 days. If you did not expect this invitation, ignore this mail.',
  ].join('\n');
  return { subject: `Invitation to work on ${input.siteTitle}`, text, kind: 'contributor-invitation' };
}
