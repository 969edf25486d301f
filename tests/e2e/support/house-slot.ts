import type { Page } from '@playwright/test'

/** A house-slot game a spec adds to the catalogue (PUT /admin/games) to play. */
export interface HouseGame {
  readonly id: string
  readonly vassalage: string
  readonly name: string
}

/**
 * The launch call (GLS, spec payload and Language header) made from the page with its session,
 * as the SPA makes it; the game is stored as the current one so /game opens it. Returns the
 * game's address.
 */
export const launchHouseSlot = (page: Page, game: HouseGame): Promise<string> =>
  page.evaluate(async ({ id, vassalage, name }) => {
    const token = sessionStorage.getItem('token')!
    const res = await fetch('/wps/game/launch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, Language: 'en' },
      body: JSON.stringify({
        gameId: id, nodeId: '', accountType: 1, confirmTrans: 0, vassalage, launchMode: 'GLS', platform: 'html5-desktop',
        clientType: 3, username: sessionStorage.getItem('account'), token, merchantCode: sessionStorage.getItem('merchant'), language: 'en',
      }),
    })
    const env = (await res.json()) as { value: { game_url: string } }
    sessionStorage.setItem('tala.currentGame', JSON.stringify({ url: env.value.game_url, name }))
    return env.value.game_url
  }, { id: game.id, vassalage: game.vassalage, name: game.name })
