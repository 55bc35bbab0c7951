/** A social links block as the editor saves it: a username, an address, an email, and Share on. */
export const SOCIAL_SETTINGS = {
  links: [
    { id: 'l1', network: 'instagram', username: '@riverside.studio' },
    { id: 'l2', network: 'mastodon', url: 'https://mastodon.social/@riverside', label: 'Our Mastodon' },
    { id: 'l3', network: 'email', url: 'hello@riverside.example' },
  ],
  style: 'icons',
  size: 'medium',
  share: true,
};

export const SOCIAL_BLOCK_ID = 'abababababababababababab';
