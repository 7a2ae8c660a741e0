// The part of @tanstack/react-query the site uses, shared as `@tanstack/react-query`: a shared
// module ships whole, so sharing the library itself would send every hook and helper to every page.
// A name missing here fails the build ("export … was not found"), so add it when code starts using it.
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
