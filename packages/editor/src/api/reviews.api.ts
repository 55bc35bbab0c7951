import { api } from './client';

/** A product review as the owner reads it (modules/reviews, reviewToJson). */
export interface StoreReview {
  id: string;
  productId: string;
  productName: string | null;
  orderId: string;
  email: string;
  author: string;
  rating: number;
  text: string;
  status: 'pending' | 'published' | 'hidden';
  reply: string | null;
  repliedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
}

export interface ReviewSettings {
  moderation: 'wait' | 'publish';
  requestDelayDays: number;
}

const base = '/api/config/store/reviews';

export const listReviews = (status: string) =>
  api.get<{ reviews: StoreReview[] }>(`${base}${status ? `?status=${encodeURIComponent(status)}` : ''}`);
export const moderateReview = (
  id: string,
  change: { status?: StoreReview['status']; reply?: string | null },
) => api.patch<{ review: StoreReview }>(`${base}/${id}`, change);
export const deleteReview = (id: string) => api.delete<{ deleted: boolean }>(`${base}/${id}`);
export const getReviewSettings = () =>
  api.get<{ settings: ReviewSettings }>('/api/config/store/review-settings');
export const saveReviewSettings = (settings: Partial<ReviewSettings>) =>
  api.put<{ settings: ReviewSettings }>('/api/config/store/review-settings', settings);
