export { catalogue, fetchCatalogue, useCatalogue, vendorGames, vendorFirstPage, useVendorGames, useVendorFirstPage } from './api/catalogue.ts'
export {
  hotGames, useHotGames, refreshHotGames, recentGames, useRecentGames, favoriteGamesList, useFavoriteGamesList, gameRooms, useGameRooms,
} from './api/lists.ts'
export { buildSearchIndex, searchGames, normaliseQuery, gamesOfVendor, type SearchIndex } from './model/search.ts'
export { favoritesLogic, useFavoritesActor, useFavorite } from './model/favorites.ts'
export { formatRtp, gameArtPath } from './lib/art.ts'
export { GameCard } from './ui/GameCard.tsx'
