/**
 * Calls that are the same question asked at the same time share one answer: the first runs,
 * the others wait for its result (or its failure). Keys live only while the call runs.
 */
export const singleFlight = <T>() => {
  const running = new Map<string, Promise<T>>()
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key)
    if (current) return current
    const started = run().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}
