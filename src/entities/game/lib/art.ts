/** Artwork paths come as "/game/<type>/<id>.webp" under the image base URL. */
export const gameArtPath = (image: string) => image.replace(/^\/+/, '')

/** RTP in basis points as a percentage with two decimals: 9650 -> "96.50%". */
export const formatRtp = (rtpBp: number) => `${(rtpBp / 100).toFixed(2)}%`
