export { FavoriteButton, useFavoritesLoaded } from './ui/FavoriteButton.tsx'
