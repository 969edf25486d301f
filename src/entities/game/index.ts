export { gameKeys } from './api/keys.ts'
export { catalogueQuery, fetchCatalogue, useCatalogue, vendorGamesQuery, vendorFirstPageQuery, useVendorGames, useVendorFirstPage } from './api/catalogue.ts'
export {
  hotGamesQuery, useHotGames, refreshHotGames, recentGamesQuery, useRecentGames, favoriteGamesListQuery, useFavoriteGamesList, gameRoomsQuery, useGameRooms,
} from './api/lists.ts'
export { buildSearchIndex, searchGames, normaliseQuery, gamesOfVendor, type SearchIndex } from './model/search.ts'
export { favoritesLogic, useFavoritesActor, useFavorite } from './model/favorites.ts'
export { formatRtp, gameArtPath } from './lib/art.ts'
export { GameCard } from './ui/GameCard.tsx'
