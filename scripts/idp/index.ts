export { startLocalIdp, type RunningIdp } from './localIdp';
export {
  authClientConfig,
  identityIssuers,
  localIdentityEnv,
  localIdpOptionsFromEnv,
  localIssuer,
  DEFAULT_IDP_PORT,
  LOCAL_CLIENT_ID,
  type BrowserProviderSettings,
  type LocalIdpOptions,
} from './config';
export { TEST_PEOPLE, type TestPerson } from './signInPage';
