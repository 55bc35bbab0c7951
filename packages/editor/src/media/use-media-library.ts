import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { describeError } from '../api/api-error';
import { queryKeys } from '../shared/queries';
import { listMedia, type MediaItem, type MediaListing, type MediaQuery } from './media.api';
import { appendMedia } from './media-show-more';

/**
 * The library's files for a search, type and order, a page at a time by cursor: the pages shown so
 * far as one listing (the first page's usage figures), what the next page's request says, and ways
 * to change items in place or ask again after an upload or a deletion.
 */
export function useMediaLibrary(filter: Omit<MediaQuery, 'cursor'>) {
  const client = useQueryClient();
  const key = queryKeys.mediaList(filter);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => listMedia({ ...filter, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MediaListing) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.mediaLists }), [client]);
  const moreFailed = query.isFetchNextPageError;
  return {
    listing: query.data ? query.data.pages.reduce<MediaListing | null>(appendMedia, null) : null,
    loadError: query.error && !moreFailed ? describeError(query.error) : null,
    more: {
      loading: query.isFetchingNextPage,
      error: moreFailed && query.error ? describeError(query.error) : null,
      showMore: () => void query.fetchNextPage(),
    },
    /** Changes the listed items after an edit or a deletion the server confirmed. */
    changeItems(change: (items: MediaItem[]) => MediaItem[]) {
      client.setQueryData<InfiniteData<MediaListing, string | null>>(key, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
      );
    },
    /**
     * Every listing of the library asks again (an upload or a deletion changes them all); a block
     * showing a deleted file keeps what it shows, as the pages that use it do.
     */
    refresh,
  };
}
