export {
  favoritesStore,
  toggleFavorite,
  removeFavorite,
  isFavorite,
  loadFavoritesFromServer,
  startFavoritesSync,
  resetFavoritesForTests,
  FAVORITES_CHANNEL_NAME,
  type FavoritesState,
} from './favoritesStore';
export { useFavorites, useIsFavorite, type UseFavorites } from './useFavorites';
export { SaveHomeButton, type SaveHomeButtonProps } from './SaveHomeButton';
