import type { Page } from '@playwright/test';

/**
 * Runs the page as a deployment with these site settings (store pages, networks, support lines).
 * The site's server writes its settings into every page (#site-config) and also serves them at
 * /site-config.json: both are given the same settings, merged over what the server sent.
 */
export async function useSiteConfig(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.route('**/site-config.json', async (route) => {
    const served = await route.fetch().then((answer) => answer.json() as Promise<Record<string, unknown>>, () => ({}));
    await route.fulfill({ json: { ...served, ...settings } });
  });
  await page.addInitScript((overrides) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById('site-config');
      if (!element?.textContent) return;
      observer.disconnect();
      element.textContent = JSON.stringify({ ...JSON.parse(element.textContent), ...overrides });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, settings);
}
