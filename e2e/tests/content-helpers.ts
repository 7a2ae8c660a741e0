import { expect, type Page } from '@playwright/test';

/** Every page this slice draws, with a URL to open and the h1 it must show. */
export const CONTENT_PAGES: ReadonlyArray<{ url: string; h1: RegExp }> = [
  { url: '/', h1: /Buy your home with a local agent/ },
  { url: '/about', h1: /^About Homeward$/ },
  { url: '/mission', h1: /^Our mission$/ },
  { url: '/contact', h1: /^Contact Homeward$/ },
  { url: '/privacy', h1: /^Your privacy choices$/ },
  { url: '/privacy-policy', h1: /^Privacy Policy$/ },
  { url: '/terms-of-use', h1: /^Terms of Use$/ },
  { url: '/electronic-consent', h1: /Electronic Records and Signatures/ },
  { url: '/commission-terms-and-conditions', h1: /Commission Refund Terms/ },
  { url: '/agentagreement', h1: /^Buyer Agent Agreement$/ },
  { url: '/brokeragreement', h1: /^Broker Agreement$/ },
  { url: '/downloadapp', h1: /^Get the Homeward app$/ },
  { url: '/sitemap', h1: /^Sitemap$/ },
  { url: '/blog', h1: /^The Homeward blog$/ },
  { url: '/blog/posts', h1: /^The Homeward blog$/ },
  { url: '/blog/posts/condo-or-townhouse', h1: /^Condo or townhouse\?/ },
  { url: '/blog/posts/no-such-post', h1: /^We could not find that post$/ },
  { url: '/press', h1: /^Press$/ },
  { url: '/careers', h1: /^Careers at Homeward$/ },
  { url: '/careers/SeniorSoftwareEngineer', h1: /^Senior Software Engineer$/ },
  { url: '/careers/SeniorWebDeveloper', h1: /^Senior Web Developer$/ },
  { url: '/careers/VPofMarketing', h1: /^VP of Marketing$/ },
  { url: '/careers/thankyou', h1: /^Thank you for applying/ },
  { url: '/learn', h1: /^Learn how to buy a home$/ },
  { url: '/learnmore', h1: /^How Homeward works$/ },
  { url: '/corporate-partner-program', h1: /^Corporate partner programme$/ },
  { url: '/corporate-partner-program/success', h1: /^Thank you, we have your enquiry$/ },
  { url: '/inspections', h1: /^Home inspections$/ },
  { url: '/sell', h1: /^Sell your home with Homeward$/ },
  { url: '/sell/details', h1: /^How selling with Homeward works$/ },
  { url: '/buyandsell', h1: /^Buy and sell at the same time$/ },
  { url: '/homeinfo', h1: /^Your home, in numbers$/ },
  { url: '/getloan', h1: /^Get a home loan$/ },
  { url: '/loans', h1: /^Loan programmes$/ },
  { url: '/insure', h1: /^Homeowners insurance$/ },
  { url: '/insures', h1: /^Insurance cover explained$/ },
  { url: '/homeindex', h1: /^Homeward Home Index$/ },
  { url: '/demo', h1: /^See Homeward in action$/ },
  { url: '/calendly', h1: /^Book a call with a Homeward agent$/ },
  { url: '/partner', h1: /^Partner with Homeward$/ },
  { url: '/lender', h1: /^Lend with Homeward$/ },
  { url: '/widgets', h1: /^Homeward widgets for partner sites$/ },
  { url: '/widget1', h1: /^Find your next home$/ },
  { url: '/widget1/acme-relocation', h1: /^Find your next home$/ },
  { url: '/widget2/acme-relocation', h1: /^Mortgage rates$/ },
  { url: '/widget3/acme-relocation', h1: /^How much could you get back\?$/ },
  { url: '/seattle-times/buyandsell', h1: /^Buy and sell at the same time$/ },
  { url: '/seattle-times/spring-guide/buyandsell', h1: /^Buy and sell at the same time$/ },
  { url: '/seattle-times/spring-guide/homeinfo', h1: /^Your home, in numbers$/ },
  { url: '/seattle-times/homeinfo', h1: /^Your home, in numbers$/ },
  { url: '/seattle-times/spring-guide/learn', h1: /^Learn how to buy a home$/ },
  { url: '/seattle-times/learn', h1: /^Learn how to buy a home$/ },
  { url: '/seattle-times/spring-guide/getloan', h1: /^Get a home loan$/ },
  { url: '/seattle-times/getloan', h1: /^Get a home loan$/ },
];

export const WHOOPS = "Whoops! We can't find what you're looking for";

export async function expectPage(page: Page, h1: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: WHOOPS })).toHaveCount(0);
}

export { expectNoSeriousA11yViolations } from '../support/site-helpers';

/** Opens the page with the search slice left out of the manifest, so the home page's own form shows. */
export async function withoutSearchSlice(page: Page): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: Array<{ name: string }> };
    await route.fulfill({ response, json: { ...manifest, remotes: manifest.remotes.filter((r) => r.name !== 'mf_search') } });
  });
}
