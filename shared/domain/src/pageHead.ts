// The head of the pages whose words come from data: a home's page and a place's listings page.
// The server draws them into the HTML and the slices set the same title in the browser.
import { type ListingDetail, type ListingStatusCode, type PageHead, paths } from '@homeward/contracts';
import { formatCurrency, formatThousands } from './format';
import { ACTIVE_STATUS_CODES, PENDING_STATUS_CODES, SOLD_STATUS_CODES, listingStatusLabel } from './listingStatus';

/** The states the product serves, by their two-letter code. */
export const STATE_NAMES: Readonly<Record<string, string>> = { WA: 'Washington', MA: 'Massachusetts' };
const stateName = (code: string) => STATE_NAMES[code.toUpperCase()] ?? code.toUpperCase();

type HomeFacts = Pick<ListingDetail, 'address' | 'unit' | 'city' | 'state' | 'zipcode' | 'listingPrice'>;

/** A home's street address with its unit: `15564 Summit St #2`. */
function street(home: Pick<HomeFacts, 'address' | 'unit'>): string {
  return home.unit ? `${home.address} #${home.unit}` : home.address;
}

/** A home's page title: its address, price and city (`15564 Summit St, Bellevue, WA 98004 – $850,000`). */
export function homePageTitle(home: HomeFacts): string {
  return `${street(home)}, ${home.city}, ${home.state} ${home.zipcode} – ${formatCurrency(home.listingPrice)}`;
}

/** A place's listings page title, with how many homes it lists (`124 homes for sale in Bellevue, WA`). */
export function placePageTitle(place: string, count?: number, { sold = false } = {}): string {
  const what = sold ? 'sold homes' : 'homes for sale';
  if (count === undefined) return `${what[0].toUpperCase()}${what.slice(1)} in ${place}`;
  return `${formatThousands(count)} ${count === 1 ? what.replace('homes', 'home') : what} in ${place}`;
}

/** A listing status as schema.org says whether the home can still be bought. */
export function offerAvailability(status: ListingStatusCode): string {
  const base = 'https://schema.org/';
  if ((ACTIVE_STATUS_CODES as readonly string[]).includes(status)) return `${base}InStock`;
  if ((PENDING_STATUS_CODES as readonly string[]).includes(status)) return `${base}LimitedAvailability`;
  if ((SOLD_STATUS_CODES as readonly string[]).includes(status)) return `${base}SoldOut`;
  return `${base}Discontinued`;
}

/** Statuses of a home no longer for sale: its page answers 410 once the configured period has passed. */
const CLOSED_STATUS_CODES: readonly ListingStatusCode[] = [...SOLD_STATUS_CODES, 'CA', 'E', 'R', 'SFR'];

/**
 * Whether a home's page is gone for good: sold, withdrawn or expired, and out of the market for
 * longer than `days` (dated by its sale, or else by its listing). `days` of 0 or less keeps every
 * home's page.
 */
export function isListingGone(home: Pick<ListingDetail, 'status' | 'soldDate' | 'listedDate' | 'daysOnMarket'>, now: Date, days: number): boolean {
  if (days <= 0 || !CLOSED_STATUS_CODES.includes(home.status)) return false;
  const since = Date.parse(home.soldDate ?? home.listedDate);
  if (Number.isNaN(since)) return false;
  const end = home.soldDate ? since : since + home.daysOnMarket * 86_400_000;
  return now.getTime() - end > days * 86_400_000;
}

const RESIDENCE_TYPES: Record<string, string> = { RESI: 'SingleFamilyResidence', COND: 'Apartment', TSHR: 'House', MULT: 'House', MANU: 'House', VACL: 'Place' };

/** An address on the site's origin as an absolute URL (photos are served from the site). */
const absolute = (origin: string, href: string) => new URL(href, origin).href;

/**
 * A home's page head: title by address, price and city; its address form as the canonical URL;
 * its first photo for shared links; schema.org `RealEstateListing` (with its `Offer` and the
 * residence) and a `BreadcrumbList` (state → city → home).
 */
export function homePageHead(home: ListingDetail, origin: string): PageHead {
  const canonicalPath = paths.listing.propertyByAddress.href(home);
  const url = absolute(origin, canonicalPath);
  const title = homePageTitle(home);
  const rooms = home.type === 'VACL' ? '' : `${home.bedrooms} bd, ${home.baths} ba, ${formatThousands(home.totalSquareFoot)} sq ft. `;
  const description = `${listingStatusLabel(home.status)}: ${street(home)}, ${home.city}, ${home.state} for ${formatCurrency(home.listingPrice)}. ${rooms}Book a tour or make an offer on Homeward.`;
  const images = home.photos.map((photo) => absolute(origin, photo));
  const cityPath = paths.search.listings.href({ state: home.state, city: home.city });
  const residence: Record<string, unknown> = {
    '@type': RESIDENCE_TYPES[home.type] ?? 'Residence',
    name: street(home),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street(home),
      addressLocality: home.city,
      addressRegion: home.state,
      postalCode: home.zipcode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: home.latitude, longitude: home.longitude },
    ...(images.length > 0 && { photo: images.map((contentUrl) => ({ '@type': 'ImageObject', contentUrl })) }),
    ...(home.type !== 'VACL' && {
      floorSize: { '@type': 'QuantitativeValue', value: home.totalSquareFoot, unitCode: 'FTK', unitText: 'sq ft' },
      numberOfRooms: home.bedrooms + Math.ceil(home.baths),
      numberOfBedrooms: home.bedrooms,
      numberOfBathroomsTotal: home.baths,
      ...(home.yearBuilt !== null && { yearBuilt: home.yearBuilt }),
    }),
  };
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url,
    datePosted: home.listedDate,
    ...(images.length > 0 && { image: images }),
    offers: {
      '@type': 'Offer',
      price: home.listingPrice,
      priceCurrency: 'USD',
      availability: offerAvailability(home.status),
      url,
    },
    mainEntity: residence,
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: stateName(home.state) },
      { '@type': 'ListItem', position: 2, name: `${home.city}, ${home.state}`, item: absolute(origin, cityPath) },
      { '@type': 'ListItem', position: 3, name: street(home), item: url },
    ],
  };
  return {
    title,
    description,
    canonicalPath,
    ...(images[0] && { image: images[0], imageAlt: `Photo of ${street(home)}, ${home.city}` }),
    price: home.listingPrice,
    type: 'website',
    jsonLd: [listing, breadcrumbs],
  };
}

/** A place's listings page head: its place and count, its own address as the canonical one, its first home's photo. */
export function placePageHead(
  page: { place: string; count: number; pathname: string; sold?: boolean; photo?: string },
  origin: string,
): PageHead {
  const title = placePageTitle(page.place, page.count, { sold: page.sold });
  const description = page.sold
    ? `See ${formatThousands(page.count)} recently sold homes in ${page.place} on a map and a list, with photos and sale prices.`
    : `Browse ${formatThousands(page.count)} homes for sale in ${page.place} on a map and a list: photos, prices, open houses and cash back at closing.`;
  return {
    title,
    description,
    canonicalPath: page.pathname,
    ...(page.photo && { image: absolute(origin, page.photo), imageAlt: `A home for sale in ${page.place}` }),
    type: 'website',
  };
}
