import { renderRichText } from '../../blocks/html/rich-text';
import { MediaContext, mediaRenderState } from '../../blocks/image/media-context';
import { ResponsiveImage } from '../../blocks/image/responsive-image';
import { useText } from '../../i18n/use-text';
import type { BlogLink, PostScreenProps } from './blog-views';

const POST_IMAGE_SIZES = '(max-width: 800px) 100vw, 760px';

function LinkList({ label, links }: { label: string; links: BlogLink[] }) {
  if (!links.length) return null;
  return (
    <ul className="blog__tags" aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One blog post (content item type text, spec 001 §3): its featured image, title, date, author,
 * body in the Text block's markup, tags and categories. Nothing runs in the browser.
 */
export function PostScreen(props: PostScreenProps) {
  const text = useText('blog');
  return (
    <MediaContext.Provider value={mediaRenderState(props.media)}>
      <article className="blog-post">
        <p className="blog__up">
          <a href={props.blogPath}>{props.blogTitle}</a>
        </p>
        <h1 className="blog__title">{props.title}</h1>
        <p className="blog__meta">
          <time dateTime={props.date}>{props.dateText}</time>
          {props.author ? (
            <>
              {' · '}
              <a href={props.author.href}>{text('byline', { author: props.author.name })}</a>
            </>
          ) : null}
        </p>
        {props.image ? (
          <div className="blog-post__image">
            <ResponsiveImage
              reference={props.image}
              sizes={POST_IMAGE_SIZES}
              slotWidth={760}
              loading="eager"
            />
          </div>
        ) : null}
        <div className="blog-post__body rich-text">{renderRichText(props.body)}</div>
        <LinkList label={text('tags')} links={props.tags} />
        <LinkList label={text('categories')} links={props.categories} />
        {props.author?.bio ? (
          <aside className="blog-post__author">
            <p className="blog-post__author-name">{props.author.name}</p>
            <p>{props.author.bio}</p>
          </aside>
        ) : null}
        <p className="blog__up">
          <a href={props.blogPath}>{text('backToBlog')}</a>
        </p>
      </article>
    </MediaContext.Provider>
  );
}
