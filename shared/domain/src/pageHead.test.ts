import type { ListingDetail } from '@homeward/contracts';
import { homePageHead, homePageTitle, isListingGone, offerAvailability, placePageHead, placePageTitle } from './pageHead';

const home: ListingDetail = {
  mls: '2100716',
  latitude: 47.61,
  longitude: -122.2,
  timeOnMarket: '3 days',
  listingPrice: 850000,
  hasOpenHouse: false,
  state: 'WA',
  status: 'A',
  type: 'RESI',
  bedrooms: 3,
  baths: 2.5,
  totalSquareFoot: 1980,
  yearBuilt: 1994,
  hoa: null,
  minSchoolRating: null,
  daysOnMarket: 3,
  newConstruction: false,
  openHouses: [],
  soldDate: null,
  address: '15564 Summit St',
  unit: null,
  city: 'Bellevue',
  zipcode: '98004',
  addressIsSample: true,
  photos: ['/api/v2/media/listing/2100716/1.svg', '/api/v2/media/listing/2100716/2.svg'],
  cashBack: 5000,
  description: 'A house.',
  lotSquareFoot: null,
  floors: 2,
  waterfront: false,
  schools: [],
  schoolsSource: { kind: 'sample', name: 'Sample schools', year: null, licence: null },
  history: [],
  agent: { id: 'a1', name: 'Agent', phone: '2065550100', email: 'a@example.com', brokerage: 'Homeward', isSample: true },
  listedDate: '2026-03-01',
  dataSource: { name: 'King County', licence: 'Open data', sampleFields: [] },
  attribution: null,
  photoCaptions: [],
};

describe('a home page head', () => {
  const head = homePageHead(home, 'https://homeward.example');

  it('is titled by address, city and price, at its address form', () => {
    expect(homePageTitle(home)).toBe('15564 Summit St, Bellevue, WA 98004 – $850,000');
    expect(head.title).toBe(homePageTitle(home));
    expect(head.canonicalPath).toBe('/WA/bellevue/15564-summit-st/home/2100716');
    expect(head.image).toBe('https://homeward.example/api/v2/media/listing/2100716/1.svg');
    expect(head.price).toBe(850000);
    expect(head.description).toBe('Active: 15564 Summit St, Bellevue, WA for $850,000. 3 bd, 2.5 ba, 1,980 sq ft. Book a tour or make an offer on Homeward.');
  });

  it('carries a RealEstateListing with its offer, address, geo, size and rooms, and breadcrumbs state → city → home', () => {
    const [listing, breadcrumbs] = head.jsonLd ?? [];
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'https://homeward.example/WA/bellevue/15564-summit-st/home/2100716',
      image: ['https://homeward.example/api/v2/media/listing/2100716/1.svg', 'https://homeward.example/api/v2/media/listing/2100716/2.svg'],
      offers: { '@type': 'Offer', price: 850000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      mainEntity: {
        '@type': 'SingleFamilyResidence',
        address: { '@type': 'PostalAddress', streetAddress: '15564 Summit St', addressLocality: 'Bellevue', addressRegion: 'WA', postalCode: '98004', addressCountry: 'US' },
        geo: { '@type': 'GeoCoordinates', latitude: 47.61, longitude: -122.2 },
        floorSize: { '@type': 'QuantitativeValue', value: 1980, unitCode: 'FTK' },
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2.5,
      },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Washington' },
        { position: 2, name: 'Bellevue, WA', item: 'https://homeward.example/listings/city/WA/Bellevue' },
        { position: 3, name: '15564 Summit St', item: 'https://homeward.example/WA/bellevue/15564-summit-st/home/2100716' },
      ],
    });
  });

  it('says a pending home is of limited availability and a sold one is sold out', () => {
    expect(offerAvailability('P')).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability('S')).toBe('https://schema.org/SoldOut');
    expect(offerAvailability('CA')).toBe('https://schema.org/Discontinued');
  });
});

describe('a gone home', () => {
  const now = new Date('2026-03-04T18:00:00Z');
  it('is one sold or withdrawn longer ago than the period', () => {
    expect(isListingGone({ ...home, status: 'S', soldDate: '2025-01-01' }, now, 365)).toBe(true);
    expect(isListingGone({ ...home, status: 'S', soldDate: '2026-01-01' }, now, 365)).toBe(false);
    expect(isListingGone({ ...home, status: 'CA', listedDate: '2024-01-01', daysOnMarket: 30 }, now, 365)).toBe(true);
  });
  it('is never one for sale, nor any with a period of 0', () => {
    expect(isListingGone({ ...home, status: 'A', listedDate: '2020-01-01' }, now, 365)).toBe(false);
    expect(isListingGone({ ...home, status: 'S', soldDate: '2020-01-01' }, now, 0)).toBe(false);
  });
});

describe('a place page head', () => {
  it('is titled by place and count', () => {
    expect(placePageTitle('Bellevue, WA', 1234)).toBe('1,234 homes for sale in Bellevue, WA');
    expect(placePageTitle('Bellevue, WA', 1)).toBe('1 home for sale in Bellevue, WA');
    expect(placePageTitle('98004', 12, { sold: true })).toBe('12 sold homes in 98004');
    expect(placePageTitle('Bellevue, WA')).toBe('Homes for sale in Bellevue, WA');
  });
  it('has its own address as the canonical one and its first home’s photo', () => {
    const head = placePageHead({ place: 'Bellevue, WA', count: 120, pathname: '/listings/city/WA/Bellevue', photo: '/p/1.svg' }, 'https://homeward.example');
    expect(head).toMatchObject({ title: '120 homes for sale in Bellevue, WA', canonicalPath: '/listings/city/WA/Bellevue', image: 'https://homeward.example/p/1.svg' });
    expect(head.description).toContain('120 homes for sale in Bellevue, WA');
  });
});
