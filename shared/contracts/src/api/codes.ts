import { z } from 'zod/mini';
import { deferred } from '../deferred';

/** Listing status codes of spec 4.1. */
export const LISTING_STATUS_CODES = [
  'A', 'CT', 'INC', 'PB', 'PF', 'P', 'PI', 'PS', 'SFR', 'CA', 'T', 'E', 'S', 'R', 'LS', 'PD', 'NC', 'S-UL',
] as const;
export const listingStatusCodeSchema = deferred(() => z.enum(LISTING_STATUS_CODES));
export type ListingStatusCode = z.infer<typeof listingStatusCodeSchema>;

/** Home type codes of spec 3. */
export const HOME_TYPE_CODES = ['RESI', 'COND', 'TSHR', 'MULT', 'VACL', 'MANU'] as const;
export const homeTypeCodeSchema = deferred(() => z.enum(HOME_TYPE_CODES));
export type HomeTypeCode = z.infer<typeof homeTypeCodeSchema>;

/** Status filter choices of spec 4.8 (a listing status group or a sold window). */
export const STATUS_FILTER_VALUES = [
  'A', 'P', 'SoldLastWeek', 'SoldLastMonth', 'SoldLast60', 'SoldLast90', 'SoldLast180',
] as const;
export const statusFilterSchema = deferred(() => z.enum(STATUS_FILTER_VALUES));
export type StatusFilter = z.infer<typeof statusFilterSchema>;

/** Open-house filter choices of spec 4.8. */
export const OPEN_HOUSE_CHOICES = ['Any', 'Today', 'Weekend', 'Custom'] as const;
export const openHouseChoiceSchema = deferred(() => z.enum(OPEN_HOUSE_CHOICES));
export type OpenHouseChoice = z.infer<typeof openHouseChoiceSchema>;

/** Open-house entry types: in person, VIR (virtual, spec 3) and LIVE (live stream, spec 2.7). */
export const OPEN_HOUSE_TYPES = ['INP', 'VIR', 'LIVE'] as const;
export const openHouseTypeSchema = deferred(() => z.enum(OPEN_HOUSE_TYPES));
export type OpenHouseType = z.infer<typeof openHouseTypeSchema>;

/** Partner profile types of spec 3: 1 lender, 2 loan broker, 3 real estate agent, 4 service provider. */
export const PARTNER_TYPE_VALUES = [1, 2, 3, 4] as const;
export const partnerTypeSchema = deferred(() => z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));
export type PartnerType = z.infer<typeof partnerTypeSchema>;

/** Identity providers of spec 3: 1 = first provider, 2 = second provider. */
export const authProviderSchema = deferred(() => z.union([z.literal(1), z.literal(2)]));
export type AuthProvider = z.infer<typeof authProviderSchema>;

/**
 * agentStatus values of spec 4.3: -1 new applicant, 0 under review, 2 rejected, 3 details form,
 * 4 removed; 1 is what the API sets on approval (any other value means "already an agent").
 */
export const agentStatusSchema = deferred(() => z.number().check(z.int(), z.gte(-1), z.lte(99)));
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/** ISO country codes offered by the phone country dropdown (spec 9). */
export const PHONE_COUNTRY_CODES = ['US', 'AU', 'CA', 'HK', 'MX', 'JP', 'GB', 'CN', 'VN'] as const;
export const phoneCountryCodeSchema = deferred(() => z.enum(PHONE_COUNTRY_CODES));
export type PhoneCountryCode = z.infer<typeof phoneCountryCodeSchema>;

export const USER_ROLES = ['USER', 'MANAGER'] as const;
export const userRoleSchema = deferred(() => z.enum(USER_ROLES));
export type UserRole = z.infer<typeof userRoleSchema>;
