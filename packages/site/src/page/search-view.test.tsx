import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';
import type { SearchResult } from './site-page-input';

function render(query: string, results: SearchResult[] = []) {
  return parseHtml(renderSitePage(pageInput({ body: { kind: 'search', query, results } })));
}

const results: SearchResult[] = [
  { title: 'Our bread', path: '/bread', snippet: 'Sourdough and rye, baked daily.' },
  { title: 'Visit', path: '/visit', snippet: 'Fresh sourdough every morning.' },
];

describe('search page', () => {
  it('prefills the search form with the query', () => {
    const input = render('sourdough', results).querySelector('main form[action="/search"] input[name="q"]');
    expect(input?.getAttribute('value')).toBe('sourdough');
  });

  it('lists each result with a title link and its snippet, query words marked', () => {
    const document = render('sourdough', results);
    const items = [...document.querySelectorAll('main ol li')];
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(['/bread', '/visit']);
    expect(items.map((li) => li.querySelector('a')?.textContent)).toEqual(['Our bread', 'Visit']);
    expect(items[0]?.querySelector('.search-result__snippet')?.textContent).toBe(
      'Sourdough and rye, baked daily.',
    );
    expect(items[0]?.querySelector('mark')?.textContent).toBe('Sourdough');
    expect(document.querySelector('main')?.textContent).toContain('2 results for "sourdough"');
  });

  it('says clearly when nothing was found', () => {
    const document = render('baguette');
    expect(document.querySelector('main ol')).toBeNull();
    expect(document.querySelector('main')?.textContent).toContain('No results for "baguette"');
  });

  it('invites a search when no query was given', () => {
    const document = render('   ');
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).toContain('Enter a word or phrase to search this site.');
    expect(text).not.toContain('No results');
  });

  it('escapes the query everywhere it is shown', () => {
    const document = render('<img src=x onerror=alert(1)>');
    expect(document.querySelector('main img')).toBeNull();
    expect(document.querySelector('main')?.textContent).toContain(
      'No results for "<img src=x onerror=alert(1)>"',
    );
  });

  it('marks query words that contain regular-expression characters', () => {
    const document = render('c++', [
      { title: 'Courses', path: '/courses', snippet: 'Learn C++ in a weekend.' },
    ]);
    expect(document.querySelector('main mark')?.textContent).toBe('C++');
  });

  it('asks search engines not to index it', () => {
    expect(render('x').querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
