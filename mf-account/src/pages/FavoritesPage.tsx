import { AccountFrame } from '../features/account/AccountFrame';
import { FavoritesList } from '../features/favorites/FavoritesList';

/** /account/favorites and /savedhomes: the same page under two names. */
export default function FavoritesPage({ title }: { title: string }) {
  return (
    <AccountFrame title={title} intro="The homes you saved, newest first. A home that has left the market stays here with its status.">
      <FavoritesList />
    </AccountFrame>
  );
}
