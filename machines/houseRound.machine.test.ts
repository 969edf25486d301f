import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import { houseRoundModel } from './testing/models/houseRound.model.ts'
import { houseRoundMachine, type GameLoaded, type RoundPlayed } from './houseRound.machine.ts'

describe('houseRound machine: generated paths', () => {
  for (const path of generatePaths(houseRoundModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(houseRoundModel, path)
    })
  }
})

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('a house game of single rounds: what the member sends and sees', () => {
  it('plays one round at a time at the stake picked, keeps only offered stakes, and changes seeds only between rounds', async () => {
    const played: Array<{ stake: number; target: string | null }> = []
    let finish: (r: RoundPlayed) => void = () => {}
    const actor = createActor(houseRoundMachine.provide({
      actors: {
        loadGame: fromPromise<GameLoaded, void>(async () => ({ balance: 1_000, stakes: [100, 500], fair: { serverSeedHash: 'h', clientSeed: 'c', nonce: 4 } })),
        playRound: fromPromise<RoundPlayed, { stake: number; target: string | null }>(({ input }) => { played.push(input); return new Promise((r) => { finish = r }) }),
      },
    })).start()
    await tick()
    actor.send({ type: 'stake.picked', stake: 999 })
    actor.send({ type: 'stake.picked', stake: 500 })
    actor.send({ type: 'round.played', target: 'shark' })
    // While the shot is out: no second one, no seed change.
    expect(actor.getSnapshot().can({ type: 'round.played' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'seed.rotated' })).toBe(false)
    finish({ roundId: 'r9', balance: 1_300, nonce: 4, win: 800 })
    await tick()
    expect(played).toEqual([{ stake: 500, target: 'shark' }])
    expect(actor.getSnapshot().context).toMatchObject({ balance: 1_300, last: { roundId: 'r9', win: 800 }, fair: { nonce: 5 } })
    expect(actor.getSnapshot().can({ type: 'round.played' })).toBe(true)
  })
})
