/** The first cards of a list are in view on arrival: their first photo is fetched first and at once. */
export const PRIORITY_PHOTOS = 2;
