// The part of @tanstack/react-query the site uses, shared as `@tanstack/react-query`: a shared
// module ships whole, so sharing the library itself would send every hook and helper to every page.
// A name missing here reaches the page as `undefined` (the build does not see it through the
// federation share): sharedParts.test.ts fails on it, so add names here when code starts using them.
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@homeward/react-query-whole';
