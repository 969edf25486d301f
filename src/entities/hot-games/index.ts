export { hotGamesStore, useHotGames, type HotGamesState } from './model/store.ts'
export { fetchHotGames, HOT_GAMES_IS_PLATFORM, HOT_GAMES_PLATFORM } from './api/hotGames.ts'
