/**
 * A 5x7 bitmap font for the captcha: capital letters and digits without look-alikes, so a
 * person never has to guess between two shapes once the image is sheared and noisy. Left out:
 * 0/O/Q/D, 1/I/L/T/J, 2/Z, 5/S, 6/G/C, 8/B, E/F, M/W, U/V. Answers are compared in capitals,
 * so a visitor may type them in either case.
 */
export const GLYPH_WIDTH = 5
export const GLYPH_HEIGHT = 7

const glyphs: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  E: '##### #.... #.... ####. #.... #.... #####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  3: '##### ...#. ..#.. ...#. ....# #...# .###.',
  4: '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  7: '##### ....# ...#. ..#.. .#... .#... .#...',
  9: '.###. #...# #...# .#### ....# ...#. .##..',
}

/** The characters a captcha may contain. */
export const CAPTCHA_ALPHABET = Object.keys(glyphs).join('')

/** Rows of booleans for one character (true = ink). */
export const glyphOf = (ch: string): ReadonlyArray<ReadonlyArray<boolean>> => {
  const rows = glyphs[ch]
  if (!rows) throw new Error(`No glyph for "${ch}"`)
  return rows.split(' ').map((row) => [...row].map((c) => c === '#'))
}
