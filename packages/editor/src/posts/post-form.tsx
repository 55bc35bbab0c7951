import type { ProseMirrorNode } from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { RichTextEditor } from '../blocks/rich-text-editor';
import { MediaPicker } from '../media/media-picker';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { type BlogPost, type PostChanges, type PostStatus, STATUS_LABELS } from './posts.api';

const EMPTY_DOC: ProseMirrorNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Words separated by commas, as the owner types a post's tags or categories. */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The first message the server gave for a list field (`tags.3`) or the field itself. */
export const listError = (errors: Record<string, string>, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** A date-time as a datetime-local input shows it, in the owner's own time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

interface PostFormProps {
  /** The post changed, or null for a new one. */
  post: BlogPost | null;
  onSave(changes: PostChanges & { title: string }): Promise<void>;
  onCancel(): void;
}

/**
 * One post's fields: title, body (the Text block's editor), excerpt, featured image, author,
 * tags, categories, status with its schedule date, and its own part of the address.
 */
export function PostForm({ post, onSave, onCancel }: PostFormProps) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState<ProseMirrorNode>(post?.body ?? EMPTY_DOC);
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [image, setImage] = useState<{ id: string; name: string } | null>(
    post?.featuredMediaId ? { id: post.featuredMediaId, name: 'Featured image' } : null,
  );
  const [authorName, setAuthorName] = useState(post?.authorName ?? '');
  const [authorBio, setAuthorBio] = useState(post?.authorBio ?? '');
  const [tags, setTags] = useState(post?.tags.join(', ') ?? '');
  const [categories, setCategories] = useState(post?.categories.join(', ') ?? '');
  const [status, setStatus] = useState<PostStatus>(post?.status ?? 'draft');
  const [publishAt, setPublishAt] = useState(localInput(post?.publishAt ?? null));
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: 'Enter a title.' });
      return;
    }
    if (status === 'scheduled' && !publishAt) {
      setErrors({ publishAt: 'Choose when the post goes live.' });
      return;
    }
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      await onSave({
        title: title.trim(),
        body,
        excerpt,
        featuredMediaId: image?.id ?? null,
        authorName,
        authorBio,
        tags: splitList(tags),
        categories: splitList(categories),
        status,
        publishAt: publishAt ? new Date(publishAt).toISOString() : null,
        ...(slug.trim() ? { slug: slug.trim() } : {}),
      });
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      setError(e instanceof ApiError && Object.keys(e.fieldErrors).length ? null : describeError(e));
      setBusy(false);
    }
  }

  return (
    <form className="stack post-form" aria-label={post ? `Edit ${post.title}` : 'New post'} onSubmit={submit}>
      <TextField
        label="Post title"
        value={title}
        required
        autoFocus
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <RichTextEditor
        label="Body"
        settings={{ doc: body }}
        onChange={(settings) => setBody(settings.doc as ProseMirrorNode)}
      />
      <TextAreaField
        label="Excerpt"
        hint="Shown in the list and the feed; the body's first words when empty."
        value={excerpt}
        error={errors.excerpt}
        onChange={(e) => setExcerpt(e.target.value)}
      />
      <div className="field">
        <span className="field__label">Featured image</span>
        {image ? <p className="field__hint">{image.name}</p> : null}
        <div className="button-row">
          <MediaPicker
            label={image ? 'Change featured image' : 'Choose featured image'}
            className="button button--quiet"
            onPick={(item) => setImage({ id: item.id, name: item.title || item.fileName })}
          />
          {image ? (
            <button type="button" className="button button--quiet" onClick={() => setImage(null)}>
              Remove featured image
            </button>
          ) : null}
        </div>
        {errors.featuredMediaId ? <p className="field__error">{errors.featuredMediaId}</p> : null}
      </div>
      <TextField
        label="Author"
        value={authorName}
        error={errors.authorName}
        onChange={(e) => setAuthorName(e.target.value)}
      />
      <TextAreaField
        label="Author bio"
        value={authorBio}
        error={errors.authorBio}
        onChange={(e) => setAuthorBio(e.target.value)}
      />
      <TextField
        label="Tags"
        hint="Separated by commas; at most 50 characters each."
        value={tags}
        error={listError(errors, 'tags')}
        onChange={(e) => setTags(e.target.value)}
      />
      <TextField
        label="Categories"
        hint="Separated by commas; at most 25 characters each."
        value={categories}
        error={listError(errors, 'categories')}
        onChange={(e) => setCategories(e.target.value)}
      />
      <SelectField
        label="Status"
        value={status}
        error={errors.status}
        onChange={(e) => setStatus(e.target.value as PostStatus)}
      >
        {(Object.keys(STATUS_LABELS) as PostStatus[]).map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {status === 'scheduled' ? (
        <TextField
          label="Goes live at"
          type="datetime-local"
          value={publishAt}
          error={errors.publishAt}
          onChange={(e) => setPublishAt(e.target.value)}
        />
      ) : null}
      <TextField
        label="Address"
        hint="The post's own part of its address; made from the title when empty."
        value={slug}
        error={errors.slug}
        spellCheck={false}
        autoCapitalize="none"
        onChange={(e) => setSlug(e.target.value)}
      />
      <FormError message={error ?? errors._} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {post ? 'Save post' : 'Create post'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
