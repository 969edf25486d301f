/** Days labelled on a day chart's axis: every day up to `most`, else every k-th counted back from the last, so the newest day always has its label. */
export function dayTicks(days: readonly number[], most = 8): number[] {
  if (days.length <= most) return [...days]
  const step = Math.ceil(days.length / most)
  const out: number[] = []
  for (let i = days.length - 1; i >= 0; i -= step) out.unshift(days[i]!)
  return out
}
