export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  /** What the customer did with Homeward, shown under the name. */
  detail: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Our agent toured eleven houses with us over three weekends and never once rushed us. The refund paid for our movers and a new washer and dryer.',
    name: 'Priya and Daniel R.',
    place: 'Redmond, WA',
    detail: 'Bought a townhouse, refund of $7,400',
  },
  {
    quote:
      'I was buying my first condo from two time zones away. Video tours, clear answers by text, and an offer strategy that actually worked in a multiple-offer market.',
    name: 'Marcus T.',
    place: 'Somerville, MA',
    detail: 'Bought a condo, refund of $5,100',
  },
  {
    quote:
      'Listing from the app took one evening. The 1.5% fee left us noticeably more at closing than the quotes we had from traditional brokers.',
    name: 'Elena V.',
    place: 'Tacoma, WA',
    detail: 'Sold a house with the Homeward app',
  },
  {
    quote:
      'We sold our place in Worcester and bought in Newton in the same month. One team handled both sides and the timing lined up to the day.',
    name: 'The Okafor family',
    place: 'Newton, MA',
    detail: 'Bought and sold with Homeward',
  },
];
