export { BecomeAPartnerPage as default } from './BecomeAnAgentPage';
