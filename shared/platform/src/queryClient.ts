import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** One QueryClient for the whole page, shared by every slice through the platform singleton. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        // A 4xx will not get better by asking again.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
