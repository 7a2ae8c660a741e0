import { siteConfigFromEnv } from './siteConfig';

describe('site configuration from the environment', () => {
  it('has no link when nothing is set, so none is shown, and the support address of the local site', () => {
    expect(siteConfigFromEnv({})).toEqual({ appStores: {}, social: {}, supportEmail: 'support@localhost' });
  });

  it('takes the configured support address, else support@ the public site host', () => {
    expect(siteConfigFromEnv({ HOMEWARD_SUPPORT_EMAIL: ' help@homes.example.org ' }).supportEmail).toBe('help@homes.example.org');
    expect(siteConfigFromEnv({ PUBLIC_WEB_URL: 'https://www.homeward.com', HOMEWARD_SUPPORT_EMAIL: '<script>@x' }).supportEmail).toBe('support@www.homeward.com');
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
      supportEmail: 'support@localhost',
    });
    expect(siteConfigFromEnv({ HOMEWARD_SUPPORT_PHONE: '555' }).supportPhone).toBeUndefined();
  });
});
