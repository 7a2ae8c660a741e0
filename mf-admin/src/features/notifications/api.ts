import { signedInCalls, type SendNotificationBody } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys, listQuery, useAdminMutation, type ListQuery } from '../../shared/api';

export const notificationsQuery = (q: ListQuery) => listQuery(adminKeys.notifications(q), signedInCalls.adminNotifications, q);
/** The emails and texts the platform sent or is sending, refreshed while the page is open. */
export const deliveriesQuery = (q: ListQuery) => ({ ...listQuery(adminKeys.deliveries(q), signedInCalls.adminDeliveries, q), refetchInterval: 15_000 });

export const useSendNotification = () => useAdminMutation((body: SendNotificationBody) => callApi(signedInCalls.sendNotification, { body }));
