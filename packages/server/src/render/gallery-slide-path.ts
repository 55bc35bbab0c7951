const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLIDE = /^(?:[0-9a-f]{24}|[a-z0-9-]{1,80})$/;
const ID = /^[0-9a-f]{24}$/;

/**
 * A page path followed by a gallery slide's url or id (the gallery history option of spec 001 §2):
 * "work/<slide>" is the work page at that slide. On the home page only a slide id is taken, so a
 * mistyped page name stays a plain not-found.
 */
export function gallerySlidePath(slug: string): { slug: string; slide: string } | null {
  const parts = slug.split('/');
  if (parts.length === 2 && SLUG.test(parts[0]!) && SLIDE.test(parts[1]!)) {
    return { slug: parts[0]!, slide: parts[1]! };
  }
  if (parts.length === 1 && ID.test(parts[0]!)) return { slug: 'home', slide: parts[0]! };
  return null;
}
