/**
 * Illustrative stories of how buying or selling with Homeward works. They are not quotes from real
 * customers and the page labels them so; replace them with real, consented reviews when there are some.
 */
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
      'Our agent toured eleven houses with us over three weekends and never once rushed us. The refund went towards our movers.',
    name: 'Priya and Daniel R.',
    place: 'Redmond, WA',
    detail: 'Buying a townhouse',
  },
  {
    quote:
      'I was buying my first condo from two time zones away. Video tours, clear answers by text, and an offer strategy that actually worked in a multiple-offer market.',
    name: 'Marcus T.',
    place: 'Somerville, MA',
    detail: 'Buying a first condo from out of state',
  },
  {
    quote:
      'Listing from the app took one evening. The 1.5% fee left us noticeably more at closing than the quotes we had from traditional brokers.',
    name: 'Elena V.',
    place: 'Tacoma, WA',
    detail: 'Selling a house with the Homeward app',
  },
  {
    quote:
      'We sold our place in Worcester and bought in Newton in the same month. One team handled both sides and the timing lined up to the day.',
    name: 'The Okafor family',
    place: 'Newton, MA',
    detail: 'Buying and selling in the same month',
  },
];
