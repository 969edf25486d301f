/** The colour class of a signed amount: gain, loss, or none for zero. */
export const signedClass = (amount: number): string => (amount > 0 ? 'tl-records__gain' : amount < 0 ? 'tl-records__loss' : '')
