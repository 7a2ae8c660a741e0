import { queryOptions } from '@tanstack/react-query';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys } from '../../shared/api';

export const summaryQuery = () => queryOptions({ queryKey: adminKeys.summary(), queryFn: ({ signal }) => callApi(signedInCalls.adminSummary, { signal }) });
