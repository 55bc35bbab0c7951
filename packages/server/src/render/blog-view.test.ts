import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#modules/blog/blog.model';
import { rssFeed } from './blog-view';

const post = (title: string): BlogPost => ({
  id: 'p1',
  blogId: 'b1',
  title,
  body: null,
  excerpt: 'Fired & glazed <today>',
  featuredMediaId: null,
  authorName: 'Mara Lind',
  authorBio: '',
  tags: [],
  categories: ['Kiln'],
  status: 'published',
  publishAt: '2030-05-04T10:00:00.000Z',
  slug: 'first-light',
  path: '2030/05/04/first-light',
  createdAt: '2030-05-04T10:00:00.000Z',
  updatedAt: '2030-05-04T10:00:00.000Z',
});

describe('a blog’s RSS feed', () => {
  it('keeps every character XML allows, emoji included, escapes markup and drops what XML forbids', () => {
    const feed = rssFeed(
      'https://studio.example',
      { title: 'Journal', path: '/journal' },
      'Studio',
      [post('Kiln day 🔥 \u0007done')],
      'en',
    );
    expect(feed).toContain('<title>Kiln day 🔥 done</title>');
    expect(feed).toContain('<description>Fired &amp; glazed &lt;today&gt;</description>');
    expect(feed).toContain('<link>https://studio.example/journal/2030/05/04/first-light</link>');
    expect(feed).not.toContain('\u0007');
  });
});
