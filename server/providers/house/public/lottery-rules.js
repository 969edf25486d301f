/* The e-lottery's rules as the browser recomputes them (the server's are lottery-math.ts; the
   verification page checks one against the other): a draw's balls from HMAC-SHA256(server seed,
   "<game>:<draw no>:<previous result>") read as big-endian 32-bit words, ball k = lowest +
   floor(word_k * faces / 2^32); whether a selection wins on the balls; and each selection's name
   in the page's language. The odds always come from the server. */
window.TALA_LOTTERY_RULES = (function () {
  'use strict'
  var GAMES = { ELOTT5: { balls: 5, lowest: 0, faces: 10 }, ELOTT3D: { balls: 3, lowest: 1, faces: 6 } }
  var enc = new TextEncoder()
  var hex = function (buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0') }).join('') }

  function sha256(text) { return crypto.subtle.digest('SHA-256', enc.encode(text)).then(hex) }

  function balls(game, serverSeed, drawNo, previous) {
    var g = GAMES[game]
    return crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']).then(function (key) {
      return crypto.subtle.sign('HMAC', key, enc.encode(game + ':' + drawNo + ':' + previous))
    }).then(function (sig) {
      var view = new DataView(sig)
      var out = []
      for (var k = 0; k < g.balls; k++) out.push(g.lowest + Math.floor(view.getUint32(k * 4) * g.faces / 4294967296))
      return out
    })
  }

  var side = function (value, bigFrom, pick) {
    return pick === 'big' ? value >= bigFrom : pick === 'small' ? value < bigFrom : pick === 'odd' ? value % 2 === 1 : value % 2 === 0
  }
  var sumOf = function (b) { return b.reduce(function (a, x) { return a + x }, 0) }

  function wins(game, selection, b) {
    var p = selection.split(':')
    if (game === 'ELOTT5') {
      if (p[0] === 'sum') return side(sumOf(b), 23, p[1])
      var digit = b[Number(p[0].slice(1))]
      return /^\d$/.test(p[1]) ? digit === Number(p[1]) : side(digit, 5, p[1])
    }
    var triple = b[0] === b[1] && b[1] === b[2]
    if (p[0] === 'triple') return triple && (p[1] === 'any' || b[0] === Number(p[1]))
    if (/^\d+$/.test(p[1])) return sumOf(b) === Number(p[1])
    return !triple && side(sumOf(b), 11, p[1])
  }

  /** What a bet returns, stake included: floor(stake * odds / 100) when it wins, else 0. */
  function betReturn(game, selection, stake, odds, b) { return wins(game, selection, b) ? Math.floor(stake * odds / 100) : 0 }

  /** The pips of each die face, as cells 1..9 of a 3x3 grid read row by row (drawn by the page, no font needed). */
  var PIPS = [[], [5], [1, 9], [1, 5, 9], [1, 3, 7, 9], [1, 3, 5, 7, 9], [1, 3, 4, 6, 7, 9]]

  /** A selection's name in the page's language (`t` the page's texts). */
  function label(t, game, selection) {
    var p = selection.split(':')
    if (p[0] === 'triple') return p[1] === 'any' ? t('anyTriple') : t('triple') + ' ' + p[1] + p[1] + p[1]
    if (p[0] === 'sum') return /^\d+$/.test(p[1]) ? t('sum') + ' ' + p[1] : (game === 'ELOTT5' ? t('sum') + ' · ' : '') + t(p[1])
    return t('pos' + p[0].slice(1)) + ' · ' + (/^\d$/.test(p[1]) ? p[1] : t(p[1]))
  }

  /** Its name on the board, under its group's title. */
  function short(t, selection) {
    var p = selection.split(':')
    if (p[0] === 'triple') return p[1] === 'any' ? t('anyTriple') : p[1] + p[1] + p[1]
    return /^\d+$/.test(p[1]) ? p[1] : t(p[1])
  }

  /** The selections of a game in the order the board shows them, grouped (each group's title key and its selections). */
  function groups(game) {
    var sides = ['big', 'small', 'odd', 'even']
    var pre = function (prefix, list) { return list.map(function (x) { return prefix + ':' + x }) }
    if (game === 'ELOTT5') {
      var out = [{ key: 'sum', selections: pre('sum', sides) }]
      for (var p = 0; p < 5; p++) out.push({ key: 'pos' + p, selections: pre('p' + p, sides.concat(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])) })
      return out
    }
    var sums = []
    for (var n = 4; n <= 17; n++) sums.push(String(n))
    return [{ key: 'sides', selections: pre('sum', sides) }, { key: 'sums', selections: pre('sum', sums) }, { key: 'triples', selections: pre('triple', ['any', '1', '2', '3', '4', '5', '6']) }]
  }

  return { GAMES: GAMES, sha256: sha256, balls: balls, wins: wins, betReturn: betReturn, label: label, short: short, groups: groups, pips: function (face) { return PIPS[face] || [] } }
})()
