import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import type { Sights } from './sight.ts'

/**
 * A flow's test model for its real screen: the machine's path model (which events to explore,
 * with their payloads), what the user sees in each state, and how a user or the server causes
 * each event. The runner (`describeScreenPaths`) renders the real component tree per generated
 * path, performs every step as the user or the server would, and checks the state's
 * expectation on the screen after each one.
 */
export interface ScreenModel<TMachine extends AnyStateMachine, TRun> {
  /** The name the report uses (docs/paths/<name>.md), usually the machine's id. */
  readonly name: string
  readonly paths: PathModel<TMachine>
  /** Renders the real screen and brings the flow to its initial state as a user would. */
  readonly start: () => Promise<TRun>
  /** The real actor's snapshot, when the screen runs one: it must agree with the path's. */
  readonly actual?: (run: TRun) => AnyMachineSnapshot | null
  /**
   * What must be on screen in a state, by state node id (`login.verifying.sending`); every
   * active node that has one is checked. `event` is the step that led here (a state can look
   * different after a success than before the first try).
   */
  readonly see: Readonly<Record<string, (run: TRun, snapshot: AnyMachineSnapshot, event: AnyEventObject) => Promise<void> | void>>
  /**
   * What the user sees, by role and accessible name, in a form the browser journeys check too
   * (sight.ts); checked before `see`, which keeps what only jsdom can tell (storage, calls made).
   */
  readonly sights?: Sights
  /** How each event type happens: a click or typed text, a server's answer, time passing. */
  readonly cause: Readonly<Record<string, (run: TRun, event: AnyEventObject, before: AnyMachineSnapshot) => Promise<void> | void>>
  /** Ends a run (fake timers back, storage cleared); the DOM is cleaned up by the test setup. */
  readonly stop?: (run: TRun) => void
  /**
   * What this screen cannot reach although another screen of the same machine does (a page
   * without a retry button), with why: by state id, or by transition as the report writes it
   * (`moneyRequest.done --request.submitted#1--> moneyRequest.submitting`).
   * `describeScreenPathsTogether` checks that the screens of the machine reach them together.
   */
  readonly elsewhere?: Readonly<Record<string, string>>
  /**
   * What no screen can reach, with why (an event no production code sends): the machine then
   * stays out of machines/testing/screenCovered.ts, and its self-replay covers it.
   */
  readonly unreachable?: Readonly<Record<string, string>>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScreenModel = ScreenModel<AnyStateMachine, any>
