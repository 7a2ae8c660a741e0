import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type NotificationAudience, type SendNotificationBody } from '@homeward/contracts/signed-in';

export type AudienceKind = NotificationAudience['kind'];

/** A notice as the composer holds it: who it goes to, and what it says. */
export interface NoticeValues {
  kind: AudienceKind;
  userId?: string;
  userName?: string;
  partnerType: string;
  title: string;
  body: string;
}

/** Who a notice can go to, as the composer offers it. */
export const AUDIENCE_KINDS: ReadonlyArray<{ value: AudienceKind; label: string }> = [
  { value: 'user', label: 'One user' },
  { value: 'agents', label: 'All agents' },
  { value: 'partners', label: 'All partners of a type' },
  { value: 'all', label: 'All users' },
];

export function validateNotice(values: Partial<NoticeValues>): Partial<Record<keyof NoticeValues, string>> {
  const errors: Partial<Record<keyof NoticeValues, string>> = {};
  const title = values.title?.trim() ?? '';
  const body = values.body?.trim() ?? '';
  if (!title) errors.title = 'Enter a title.';
  else if (title.length > NOTICE_TITLE_MAX) errors.title = `Use at most ${NOTICE_TITLE_MAX} characters.`;
  if (!body) errors.body = 'Enter the message.';
  else if (body.length > NOTICE_BODY_MAX) errors.body = `Use at most ${NOTICE_BODY_MAX} characters.`;
  if (values.kind === 'user' && !values.userId) errors.userId = 'Choose who gets this notice.';
  return errors;
}

/** The notice the API is sent: its audience from the chosen kind, title and message trimmed. */
export function noticeToSend(values: NoticeValues): SendNotificationBody {
  return { audience: audienceOf(values), title: values.title.trim(), body: values.body.trim() };
}

function audienceOf(values: NoticeValues): NotificationAudience {
  switch (values.kind) {
    case 'user':
      return { kind: 'user', userId: values.userId ?? '' };
    case 'partners':
      return { kind: 'partners', partnerType: Number(values.partnerType) as 1 | 2 | 3 | 4 };
    default:
      return { kind: values.kind };
  }
}

/**
 * How the composer starts: addressed to the user the address names (the user manager's "Send
 * notice" link), else to all agents.
 */
export function initialNotice(params: URLSearchParams): Partial<NoticeValues> {
  const preset = params.get('userId');
  return {
    kind: preset ? 'user' : 'agents',
    partnerType: '1',
    userId: preset ?? undefined,
    userName: preset ? (params.get('name') ?? 'The chosen user') : undefined,
  };
}

/** The toast once a notice is sent. */
export const sentMessage = (recipientCount: number) => `Notice sent to ${recipientCount} ${recipientCount === 1 ? 'person' : 'people'}.`;
