import { siteConfigFromEnv } from './siteConfig';

describe('site configuration from the environment', () => {
  it('is empty when nothing is set, so no link is shown', () => {
    expect(siteConfigFromEnv({})).toEqual({ appStores: {}, social: {} });
  });

  it('keeps https links and a 10-digit phone, and drops anything else', () => {
    const config = siteConfigFromEnv({
      HOMEWARD_APP_STORE_URL: 'https://apps.apple.com/app/id000000001',
      HOMEWARD_GOOGLE_PLAY_URL: 'http://play.google.com/insecure',
      HOMEWARD_LINKEDIN_URL: 'javascript:alert(1)',
      HOMEWARD_FACEBOOK_URL: 'https://www.facebook.com/example',
      HOMEWARD_SUPPORT_PHONE: '+1 (206) 555-0100',
    });
    expect(config).toEqual({
      appStores: { ios: 'https://apps.apple.com/app/id000000001' },
      social: { facebook: 'https://www.facebook.com/example' },
      supportPhone: '2065550100',
    });
    expect(siteConfigFromEnv({ HOMEWARD_SUPPORT_PHONE: '555' }).supportPhone).toBeUndefined();
  });
});
