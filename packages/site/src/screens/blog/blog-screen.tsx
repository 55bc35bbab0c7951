import { MediaContext, mediaRenderState } from '../../blocks/image/media-context';
import { ResponsiveImage } from '../../blocks/image/responsive-image';
import { useText } from '../../i18n/use-text';
import type { BlogListScreenProps, PostCard } from './blog-views';

const LIST_IMAGE_SIZES = '(max-width: 800px) 100vw, 720px';

/**
 * A blog's list of posts, newest first, a page at a time (spec 000 §2 blog list), or one of its
 * archives. Plain links and markup: nothing runs in the browser.
 */
export function BlogListScreen(props: BlogListScreenProps) {
  const text = useText('blog');
  const { archive } = props;
  const heading = !archive
    ? props.blogTitle
    : archive.kind === 'tag'
      ? text('taggedHeading', { tag: archive.name })
      : archive.kind === 'category'
        ? text('categoryHeading', { category: archive.name })
        : text('authorHeading', { author: archive.name });
  return (
    <MediaContext.Provider value={mediaRenderState(props.media)}>
      <div className="blog-list collection-type-generic view-list">
        <header className="blog__header">
          {archive ? (
            <p className="blog__up">
              <a href={props.blogPath}>{props.blogTitle}</a>
            </p>
          ) : null}
          <h1 className="blog__title">{heading}</h1>
        </header>
        {props.posts.length === 0 ? <p className="blog__empty">{text('noPosts')}</p> : null}
        {props.posts.map((post) => (
          <PostItem key={post.href} post={post} />
        ))}
        {props.pages > 1 ? (
          <nav className="blog__pages" aria-label={text('pageOf', { page: props.page, pages: props.pages })}>
            {props.newerHref ? <a href={props.newerHref}>{text('newer')}</a> : null}
            <span>{text('pageOf', { page: props.page, pages: props.pages })}</span>
            {props.olderHref ? <a href={props.olderHref}>{text('older')}</a> : null}
          </nav>
        ) : null}
        <p className="blog__feed">
          <a href={props.feedHref}>{text('feed')}</a>
        </p>
      </div>
    </MediaContext.Provider>
  );
}

function PostItem({ post }: { post: PostCard }) {
  const text = useText('blog');
  return (
    <article className="blog-item">
      {post.image ? (
        <div className="blog-item__image">
          <ResponsiveImage reference={post.image} sizes={LIST_IMAGE_SIZES} slotWidth={720} />
        </div>
      ) : null}
      <h2 className="blog-item__title">
        <a href={post.href}>{post.title}</a>
      </h2>
      <p className="blog__meta">
        <time dateTime={post.date}>{post.dateText}</time>
        {post.author ? (
          <>
            {' · '}
            <a href={post.author.href}>{post.author.name}</a>
          </>
        ) : null}
      </p>
      {post.excerpt ? <p className="blog-item__excerpt">{post.excerpt}</p> : null}
      {post.tags.length ? (
        <ul className="blog__tags" aria-label={text('tags')}>
          {post.tags.map((tag) => (
            <li key={tag.href}>
              <a href={tag.href}>{tag.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <a className="blog-item__more" href={post.href}>
        {text('readMore')}
        <span className="visually-hidden">: {post.title}</span>
      </a>
    </article>
  );
}
