import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { PageSummary } from '../api/api-types';
import { ModalDialog } from '../shared/modal-dialog';
import { PostForm } from './post-form';
import {
  type BlogPost,
  createPost,
  deletePost,
  duplicatePost,
  fetchPosts,
  STATUS_LABELS,
  savePost,
} from './posts.api';

const dateOf = (post: BlogPost) =>
  new Date(post.publishAt ?? post.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * A blog's posts (Pages panel → Posts of a blog page): the list with each post's status and date,
 * a new post, and each post's edit, duplicate and delete.
 */
export function PostsDialog({ blog, onClose }: { blog: PageSummary; onClose(): void }) {
  const queryClient = useQueryClient();
  const key = ['blog-posts', blog.id];
  const posts = useQuery({ queryKey: key, queryFn: () => fetchPosts(blog.id) });
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const act = async (work: () => Promise<BlogPost>, done: (post: BlogPost) => string) => {
    setError(null);
    try {
      setStatus(done(await work()));
      await refresh();
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <ModalDialog title={`Posts of ${blog.title}`} onClose={onClose} className="modal--wide">
      {editing ? (
        <PostForm
          post={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (changes) => {
            const saved =
              editing === 'new'
                ? await createPost(blog.id, changes)
                : await savePost(blog.id, editing.id, changes);
            setEditing(null);
            setStatus(`${saved.title} saved: ${STATUS_LABELS[saved.status]}.`);
            await refresh();
          }}
        />
      ) : (
        <div className="stack">
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              New post
            </button>
          </div>
          {posts.isPending ? <p>Loading posts…</p> : null}
          {posts.isError ? <p className="form-error">{describeError(posts.error)}</p> : null}
          {posts.data && posts.data.posts.length === 0 ? <p>No posts yet.</p> : null}
          {posts.data?.posts.length ? (
            <table className="data-table" aria-label="Posts">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {posts.data.posts.map((post) => (
                  <tr key={post.id}>
                    <td>{post.title}</td>
                    <td>{STATUS_LABELS[post.status]}</td>
                    <td>{dateOf(post)}</td>
                    <td>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Edit ${post.title}`}
                          onClick={() => setEditing(post)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Duplicate ${post.title}`}
                          onClick={() =>
                            void act(
                              () => duplicatePost(blog.id, post.id),
                              (copy) => `${copy.title} created as a draft.`,
                            )
                          }
                        >
                          Duplicate
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Delete ${post.title}`}
                          onClick={() =>
                            void act(
                              () => deletePost(blog.id, post.id),
                              (gone) => `${gone.title} deleted.`,
                            )
                          }
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </ModalDialog>
  );
}
