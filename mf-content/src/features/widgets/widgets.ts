/** The embeddable widgets partners put on their own sites, each at /{slug}/{affiliation}. */
export const WIDGETS = [
  {
    slug: 'widget1',
    name: 'Home search',
    description: 'A search box for homes for sale in Washington and Massachusetts.',
    height: 420,
  },
  {
    slug: 'widget2',
    name: 'Mortgage rates',
    description: 'Mortgage rates and APRs by loan type, with a link to request a quote.',
    height: 560,
  },
  {
    slug: 'widget3',
    name: 'Refund calculator',
    description: 'A home price slider that shows the Homeward commission refund.',
    height: 520,
  },
] as const;

export type WidgetSlug = (typeof WIDGETS)[number]['slug'];

export function embedCode(slug: WidgetSlug, affiliation: string, origin: string, height: number): string {
  return `<iframe src="${origin}/${slug}/${affiliation}" title="Homeward ${WIDGETS.find((w) => w.slug === slug)?.name ?? ''}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
