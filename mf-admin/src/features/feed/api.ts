import { queryOptions } from '@tanstack/react-query';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys } from '../../shared/api';

/** The listings feed's replication, looked at again every 10 s while the page is open. */
export const feedQuery = () =>
  queryOptions({ queryKey: adminKeys.feed(), queryFn: ({ signal }) => callApi(signedInCalls.adminFeed, { signal }), refetchInterval: 10_000 });
