/** Raised when a promise takes longer than allowed. */
export class TimeoutError extends Error {
  readonly _tag = 'TimeoutError'
  constructor(readonly ms: number) {
    super(`Timed out after ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

export const isTimeoutError = (e: unknown): e is TimeoutError => e instanceof TimeoutError

/** Settles like `promise`, or rejects with a `TimeoutError` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms)
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })
}
