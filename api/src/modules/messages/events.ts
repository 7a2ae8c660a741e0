import { partnerTypeEntry, paths, type RequestIntent } from '@homeward/contracts';
import { toE164 } from '@homeward/contracts/phone';
import { AGENT_STATUS, formatCalendarDay, formatTimeOfDay, partnerTypeLabel } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { firstNameOf, listingPlace, partnerProfileOwner, requestRow } from './repository';
import { recipientOf, type Recipient } from './service';
import type { MessageContent } from './templates';

/**
 * Every message the product promises, with its words. Each function is called inside the
 * transaction of the change it reports, so the message exists exactly when the change does.
 */

type Ctx = Pick<AppContext, 'messages' | 'config'>;

const site = (ctx: Ctx, path: string) => `${ctx.config.publicWebUrl.replace(/\/$/, '')}${path}`;
const hello = (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');


// ---- agent applications ----

export async function agentApplicationReceived(ctx: Ctx, q: Queryable, userId: string, eventId: string): Promise<void> {
  await ctx.messages.queue(q, {
    eventKey: `agent-application:${eventId}:received`,
    kind: 'application',
    to: await recipientOf(q, userId),
    content: {
      subject: 'We received your agent application',
      greeting: hello(await firstNameOf(q, userId)),
      paragraphs: ['Thank you for applying to work with Homeward as an agent. Our team reviews every application; you hear from us by text message and email once the review is done.'],
      action: { label: 'See your application', url: site(ctx, paths.agent.underReview.href()) },
      sms: 'we received your agent application. We will text and email you once the review is done.',
    },
  });
}

const AGENT_DECISIONS: Partial<Record<number, (ctx: Ctx) => Omit<MessageContent, 'greeting'>>> = {
  [AGENT_STATUS.Approved]: (ctx) => ({
    subject: 'Your agent application is approved',
    paragraphs: ['Welcome to Homeward. Your agent application is approved: buyers’ tours and offers in your area now reach your dashboard.'],
    action: { label: 'Open your dashboard', url: site(ctx, paths.agent.home.href()) },
    sms: `your agent application is approved. Your dashboard: ${site(ctx, paths.agent.home.href())}`,
  }),
  [AGENT_STATUS.DetailsRequired]: (ctx) => ({
    subject: 'We need more details for your agent application',
    paragraphs: ['Before we can decide on your agent application we need a few more details about your firm and licence.'],
    action: { label: 'Add the details', url: site(ctx, paths.agent.detailsForm.href()) },
    sms: `we need more details for your agent application: ${site(ctx, paths.agent.detailsForm.href())}`,
  }),
  [AGENT_STATUS.Rejected]: (ctx) => ({
    subject: 'Your agent application was not accepted',
    paragraphs: [`We have reviewed your agent application and cannot accept it. If you have any questions, email us at ${ctx.config.supportEmail}.`],
    action: null,
    sms: `your agent application was not accepted. Questions? Email ${ctx.config.supportEmail}.`,
  }),
  [AGENT_STATUS.Removed]: (ctx) => ({
    subject: 'Your agent account has been deactivated',
    paragraphs: [`Your Homeward agent account has been deactivated, so requests no longer reach you. If you think this was a mistake, email us at ${ctx.config.supportEmail}.`],
    action: null,
    sms: `your agent account has been deactivated. If you think this was a mistake, email ${ctx.config.supportEmail}.`,
  }),
};

/** A manager's decision on an agent (approved, details required, rejected, deactivated). */
export async function agentDecided(ctx: Ctx, q: Queryable, userId: string, agentStatus: number, eventId: string): Promise<void> {
  const words = AGENT_DECISIONS[agentStatus];
  if (!words) return;
  await ctx.messages.queue(q, {
    eventKey: `agent-status:${eventId}`,
    kind: 'application',
    to: await recipientOf(q, userId),
    content: { ...words(ctx), greeting: hello(await firstNameOf(q, userId)) },
  });
}

// ---- partner applications ----

const APPLICATION_NAMES: Record<string, string> = {
  inspector: 'home inspector',
  builder: 'builder',
  lender: 'lender',
  'loan-broker': 'loan broker',
  'title-and-escrow': 'title and escrow',
};

async function applicant(q: Queryable, userId: string, applicationEmail: string | null): Promise<Recipient> {
  const to = await recipientOf(q, userId);
  return { ...to, email: to.email ?? applicationEmail };
}

export async function partnerApplicationReceived(ctx: Ctx, q: Queryable, app: { id: string; userId: string; kind: string; email: string | null }): Promise<void> {
  const name = APPLICATION_NAMES[app.kind] ?? 'partner';
  await ctx.messages.queue(q, {
    eventKey: `partner-application:${app.id}:received`,
    kind: 'application',
    to: await applicant(q, app.userId, app.email),
    content: {
      subject: `We received your ${name} application`,
      greeting: hello(await firstNameOf(q, app.userId)),
      paragraphs: [`Thank you for applying to join Homeward as a ${name}. A manager reviews it and we tell you by email and text message once it is decided.`],
      action: null,
      sms: `we received your ${name} application. We will tell you once it is decided.`,
    },
  });
}

export async function partnerApplicationDecided(
  ctx: Ctx,
  q: Queryable,
  app: { id: string; userId: string; kind: string; email: string | null; status: 'approved' | 'rejected'; note: string | null; dashboard: string },
): Promise<void> {
  const name = APPLICATION_NAMES[app.kind] ?? 'partner';
  const approved = app.status === 'approved';
  await ctx.messages.queue(q, {
    eventKey: `partner-application:${app.id}:${app.status}`,
    kind: 'application',
    to: await applicant(q, app.userId, app.email),
    content: {
      subject: approved ? `Your ${name} application is approved` : `Your ${name} application was not accepted`,
      greeting: hello(await firstNameOf(q, app.userId)),
      paragraphs: [
        approved
          ? `Welcome to Homeward. Your ${name} application is approved, and requests in your service area now reach your dashboard.`
          : `We have reviewed your ${name} application and cannot accept it.`,
        ...(app.note ? [`The manager's note: ${app.note}`] : []),
      ],
      action: approved ? { label: 'Open your dashboard', url: site(ctx, app.dashboard) } : null,
      sms: approved ? `your ${name} application is approved: ${site(ctx, app.dashboard)}` : `your ${name} application was not accepted.`,
    },
  });
}

// ---- buyers' requests ----

/** The dashboard a partner of this type works from: an agent's is the agent's home; an unknown type a service provider's. */
export const partnerDashboardPath = (partnerType: number) =>
  partnerType === 3 ? paths.agent.home.href() : paths.partner.dashboard.href((partnerTypeEntry(partnerType) ?? partnerTypeEntry(4)!).kind);

const REQUEST_NAMES: Partial<Record<RequestIntent, string>> = {
  ScheduleTour: 'tour',
  MakeAnOffer: 'offer',
  RequestInspection: 'inspection request',
  RequestMortgage: 'mortgage request',
  ScheduleConsultation: 'consultation',
};

export interface RequestFacts {
  id: string;
  intent: RequestIntent;
  ownerId: string | null;
  listingMls: string | null;
  payload: Record<string, unknown>;
}

const formOf = (payload: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = payload[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

const clock = (hhmm: unknown) => {
  const [h, m] = String(hhmm ?? '').split(':').map(Number);
  return Number.isFinite(h) ? formatTimeOfDay(h, m || 0) : String(hhmm ?? '');
};

/** What the request is about, in a few words: "a tour of 123 Main St, Seattle on Friday, March 6 at 2:00 PM". */
async function describe(q: Queryable, request: RequestFacts): Promise<string> {
  const listing = request.listingMls ? await listingPlace(q, request.listingMls) : null;
  const where = listing?.address ? ` of ${listing.address}${listing.city ? `, ${listing.city}` : ''}` : request.listingMls ? ` of home ${request.listingMls}` : '';
  switch (request.intent) {
    case 'ScheduleTour': {
      const tour = formOf(request.payload, 'tour');
      return `a ${tour.tourType === 'Video' ? 'video ' : ''}tour${where} on ${formatCalendarDay(tour.date, 'day')} at ${clock(tour.time)}`;
    }
    case 'MakeAnOffer':
      return `an offer${listing?.address ? ` on ${listing.address}` : ''}`;
    case 'RequestInspection': {
      const form = formOf(request.payload, 'inspection');
      return `an inspection of ${String(form.address ?? 'the home')}, ${String(form.city ?? '')} on ${formatCalendarDay(form.preferredDate, 'day')}`;
    }
    case 'RequestMortgage':
      return 'a mortgage';
    case 'ScheduleConsultation': {
      const form = formOf(request.payload, 'consultation');
      return `a call with a Homeward agent on ${formatCalendarDay(form.date, 'day')} at ${clock(form.time)} Eastern time`;
    }
    default:
      return 'your request';
  }
}

/** Who asked: the account, or for a call booked on /calendly the contact its form gave (the page says the details go there). */
async function buyerOf(q: Queryable, request: RequestFacts): Promise<{ to: Recipient; name: string | null }> {
  if (request.ownerId && request.intent !== 'ScheduleConsultation') return { to: await recipientOf(q, request.ownerId), name: await firstNameOf(q, request.ownerId) };
  const form = formOf(request.payload, 'consultation');
  // E.164 since numbers carry their country; ten US digits in requests kept before that.
  const phone = typeof form.phone === 'string' ? toE164(null, form.phone) : null;
  return { to: { userId: request.ownerId, email: typeof form.email === 'string' ? form.email : null, phone }, name: typeof form.firstName === 'string' ? form.firstName : null };
}

/** A new request: the buyer's confirmation and, when it was routed, the partner's notice. */
export async function requestReceived(ctx: Ctx, q: Queryable, request: RequestFacts, partnerProfileId: string | null): Promise<void> {
  const name = REQUEST_NAMES[request.intent];
  if (!name) return;
  const what = await describe(q, request);
  const buyer = await buyerOf(q, request);
  const back = request.listingMls ? site(ctx, paths.listing.property.href(request.listingMls)) : site(ctx, paths.account.overview.href());
  await ctx.messages.queue(q, {
    eventKey: `request:${request.id}:received`,
    kind: 'confirmation',
    to: buyer.to,
    content: {
      subject: `We received your ${name}`,
      greeting: hello(buyer.name),
      paragraphs: [
        `We received your request for ${what}.`,
        partnerProfileId || request.intent === 'ScheduleConsultation'
          ? 'It has been passed to the Homeward partner who serves the area; we tell you as soon as they answer.'
          : 'We are finding a Homeward partner who serves the area and tell you as soon as one answers.',
      ],
      action: { label: request.listingMls ? 'See the home' : 'Your account', url: back },
      sms: `we received your request for ${what}.`,
    },
  });
  if (partnerProfileId) await requestRouted(ctx, q, request, partnerProfileId, what);
}

/** A request reaches a partner (routed when it arrives, or handed over by a manager): the partner's notice. */
export async function requestRouted(ctx: Ctx, q: Queryable, request: RequestFacts, partnerProfileId: string, described?: string): Promise<void> {
  const name = REQUEST_NAMES[request.intent];
  if (!name) return;
  const partner = await partnerProfileOwner(q, partnerProfileId);
  if (!partner) return;
  const what = described ?? (await describe(q, request));
  const dashboard = site(ctx, partnerDashboardPath(partner.partner_type));
  await ctx.messages.queue(q, {
    eventKey: `request:${request.id}:routed:${partnerProfileId}`,
    kind: 'new-requests',
    to: await recipientOf(q, partner.user_id),
    content: {
      subject: `New ${name} request`,
      greeting: hello(await firstNameOf(q, partner.user_id)),
      paragraphs: [`A buyer asked for ${what}. It is waiting for your answer on your ${partnerTypeLabel(partner.partner_type).toLowerCase()} dashboard.`],
      action: { label: 'Answer on your dashboard', url: dashboard },
      sms: `new ${name} request: ${what}. Answer it on your dashboard: ${dashboard}`,
    },
  });
}

/** Reads what the messages about a stored request need. */
export async function requestFacts(q: Queryable, requestId: string): Promise<RequestFacts | null> {
  const r = await requestRow(q, requestId);
  return r ? { id: r.id, intent: r.intent, ownerId: r.owner_id, listingMls: r.listing_mls, payload: r.payload } : null;
}

/** The routed partner accepted or declined: the buyer hears of it. */
export async function requestAnswered(ctx: Ctx, q: Queryable, request: RequestFacts, partnerStatus: string, eventId: string): Promise<void> {
  const name = REQUEST_NAMES[request.intent];
  if (!name) return;
  const what = await describe(q, request);
  const buyer = await buyerOf(q, request);
  const accepted = partnerStatus === 'Accepted';
  await ctx.messages.queue(q, {
    eventKey: `request:${request.id}:answer:${eventId}`,
    kind: 'request-updates',
    to: buyer.to,
    content: {
      subject: accepted ? `Your ${name} is confirmed` : `Your ${name} needs another partner`,
      greeting: hello(buyer.name),
      paragraphs: [
        accepted
          ? `Good news: the Homeward partner accepted your request for ${what}. They will contact you with the next steps.`
          : `The Homeward partner who received your request for ${what} cannot take it. We pass it to another partner in the area.`,
      ],
      action: request.listingMls ? { label: 'See the home', url: site(ctx, paths.listing.property.href(request.listingMls)) } : null,
      sms: accepted ? `your request for ${what} was accepted.` : `the partner cannot take your request for ${what}; we pass it to another.`,
    },
  });
}

// ---- the account ----

export async function emailVerification(ctx: Ctx, q: Queryable, user: { id: string; email: string; firstName: string | null }, link: string, eventId: string): Promise<void> {
  await ctx.messages.queue(q, {
    eventKey: `verify-email:${eventId}`,
    kind: 'account',
    channels: ['email'],
    to: { userId: user.id, email: user.email, phone: null },
    content: {
      subject: 'Confirm your email for Homeward',
      greeting: hello(user.firstName),
      paragraphs: ['Please confirm your email address by opening this link within 24 hours.'],
      action: { label: 'Confirm your email', url: link },
      sms: '',
    },
  });
}

/** The address a change was made from hears of it, so a change nobody asked for does not go unnoticed. */
export async function emailChanged(ctx: Ctx, q: Queryable, user: { id: string; phone: string | null; firstName: string | null }, oldEmail: string | null, newEmail: string | null, eventId: string): Promise<void> {
  const content: MessageContent = {
    subject: 'The email on your Homeward account changed',
    greeting: hello(user.firstName),
    paragraphs: [
      newEmail ? `The email address on your Homeward account is now ${newEmail}.` : 'The email address was removed from your Homeward account.',
      `If you did not make this change, sign in and change it back, or email us at ${ctx.config.supportEmail}.`,
    ],
    action: { label: 'Your account', url: site(ctx, paths.account.overview.href()) },
    sms: 'the email address on your account changed. If this was not you, sign in and check your account.',
  };
  await ctx.messages.queue(q, { eventKey: `email-changed:${eventId}:old`, kind: 'account', to: { userId: user.id, email: oldEmail, phone: user.phone }, content });
  if (newEmail) await ctx.messages.queue(q, { eventKey: `email-changed:${eventId}:new`, kind: 'account', channels: ['email'], to: { userId: user.id, email: newEmail, phone: null }, content });
}

/** Sent after the account is gone: the addresses are read before it is deleted. */
export async function accountDeleted(ctx: Ctx, q: Queryable, to: Recipient & { firstName: string | null }, eventId: string): Promise<void> {
  await ctx.messages.queue(q, {
    eventKey: `account-deleted:${eventId}`,
    kind: 'account',
    to: { userId: null, email: to.email, phone: to.phone },
    content: {
      subject: 'Your Homeward account is deleted',
      greeting: hello(to.firstName),
      paragraphs: ['Your Homeward account has been deleted, with its favourites, saved searches, requests and applications. We will not send you anything else.'],
      action: null,
      sms: 'your account has been deleted. We will not send you anything else.',
    },
  });
}
