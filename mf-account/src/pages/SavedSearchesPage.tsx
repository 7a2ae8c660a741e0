import { AccountFrame } from '../features/account/AccountFrame';
import { RecentAlerts } from '../features/saved-searches/RecentAlerts';
import { SavedSearchList } from '../features/saved-searches/SavedSearchList';

/** /account/saved-searches: the searches that send alerts, and the latest alerts. */
export default function SavedSearchesPage() {
  return (
    <AccountFrame title="Saved searches" intro="We tell you by email and text when a home comes into one of these searches, as often as you choose.">
      <SavedSearchList />
      <RecentAlerts />
    </AccountFrame>
  );
}
