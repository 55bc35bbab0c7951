import type { ProseMirrorNode } from '@atelier/domain';
import type { BlogPostJson, BlogSettingsJson, PostStatusJson } from '@atelier/server/api-types';
import { api } from '../api/client';

export type BlogPost = Omit<BlogPostJson, 'body'> & { body: ProseMirrorNode };
export type BlogSettings = BlogSettingsJson;
export type PostStatus = PostStatusJson;

/** What a save sends: any of a post's own fields. */
export interface PostChanges {
  title?: string;
  body?: ProseMirrorNode;
  excerpt?: string;
  featuredMediaId?: string | null;
  authorName?: string;
  authorBio?: string;
  tags?: string[];
  categories?: string[];
  status?: PostStatus;
  publishAt?: string | null;
  slug?: string;
}

const base = (blogId: string) => `/api/config/blogs/${encodeURIComponent(blogId)}`;
const one = (blogId: string, postId: string) => `${base(blogId)}/posts/${encodeURIComponent(postId)}`;

export const fetchPosts = (blogId: string) =>
  api.get<{ posts: BlogPost[]; settings: BlogSettings }>(`${base(blogId)}/posts`);

export const createPost = async (blogId: string, changes: PostChanges & { title: string }) =>
  (await api.post<{ post: BlogPost }>(`${base(blogId)}/posts`, changes)).post;

export const savePost = async (blogId: string, postId: string, changes: PostChanges) =>
  (await api.patch<{ post: BlogPost }>(one(blogId, postId), changes)).post;

export const duplicatePost = async (blogId: string, postId: string) =>
  (await api.post<{ post: BlogPost }>(`${one(blogId, postId)}/duplicate`)).post;

export const deletePost = async (blogId: string, postId: string) =>
  (await api.delete<{ post: BlogPost }>(one(blogId, postId))).post;

export const saveBlogSettings = async (blogId: string, settings: BlogSettings) =>
  (await api.put<{ settings: BlogSettings }>(`${base(blogId)}/settings`, settings)).settings;

/** The words a status is shown with in the posts list. */
export const STATUS_LABELS: Record<PostStatus, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  'needs-review': 'Needs review',
  draft: 'Draft',
  private: 'Private',
};
