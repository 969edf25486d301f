/* The house sportsbook's published model, run in the browser (the verification page): a fixture's
   draw HMAC-SHA256(server seed, "fixture:block") as 32-bit words (Web Crypto), the teams' scoring
   thresholds from their ratings, the match minute by minute, and whether a selection wins on a
   final score. A test holds it to the server's sports-math.ts over random seeds. Plain JS. */
window.TALA_SPORTS_RULES = (function () {
  'use strict'
  var TWO_32 = 4294967296
  var MAX_THRESHOLD = Math.floor(0.95 * TWO_32)
  var MODELS = {
    football: { minutes: 90, trials: 1, base: Math.floor(0.0145 * TWO_32), homeAdv: 110, threes: false, twoWay: false },
    basketball: { minutes: 48, trials: 2, base: Math.floor(0.5 * TWO_32), homeAdv: 103, threes: true, twoWay: true },
    esports: { minutes: 30, trials: 1, base: Math.floor(0.55 * TWO_32), homeAdv: 100, threes: false, twoWay: true },
  }

  function thresholds(sport, homeRating, awayRating) {
    var m = MODELS[sport]
    return {
      home: Math.min(MAX_THRESHOLD, Math.floor((m.base * homeRating * m.homeAdv) / (awayRating * 100))),
      away: Math.min(MAX_THRESHOLD, Math.floor((m.base * awayRating * 100) / (homeRating * m.homeAdv))),
    }
  }

  var wordsNeeded = function (sport) { return MODELS[sport].minutes * 2 * MODELS[sport].trials + 1 }

  /** The first `count` words of a fixture's draw (a promise). */
  function words(serverSeed, fixtureId, count) {
    var enc = new TextEncoder()
    return crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']).then(function (key) {
      var blocks = []
      for (var b = 0; b * 8 < count; b++) blocks.push(crypto.subtle.sign('HMAC', key, enc.encode(fixtureId + ':' + b)))
      return Promise.all(blocks)
    }).then(function (digests) {
      var out = []
      digests.forEach(function (d) { var view = new DataView(d); for (var i = 0; i < 8 && out.length < count; i++) out.push(view.getUint32(i * 4)) })
      return out
    })
  }

  /** The match from its words: every score by minute, the final score, and a level moneyline match's decider. */
  function match(sport, thr, w) {
    var m = MODELS[sport]
    var events = []
    var score = { home: 0, away: 0 }
    for (var minute = 0; minute < m.minutes; minute++) {
      for (var side = 0; side < 2; side++) {
        var name = side === 0 ? 'home' : 'away'
        var t = thr[name]
        for (var j = 0; j < m.trials; j++) {
          var u = w[(minute * 2 + side) * m.trials + j]
          if (u >= t) continue
          var points = m.threes ? (u < Math.floor((t * 3) / 10) ? 3 : 2) : 1
          events.push({ minute: minute, side: name, points: points })
          score[name] += points
        }
      }
    }
    var decider = null
    if (m.twoWay && score.home === score.away) {
      var d = w[m.minutes * 2 * m.trials]
      decider = Number((BigInt(d) * BigInt(thr.home + thr.away)) >> BigInt(32)) < thr.home ? 'home' : 'away'
    }
    return { events: events, home: score.home, away: score.away, decider: decider }
  }

  /** Whether a selection ("market:pick") wins on a final score; line2 and total2 are the lines doubled. */
  function wins(line2, total2, selection, r) {
    var parts = selection.split(':')
    var diff = r.home - r.away
    switch (parts[0]) {
      case '1x2': return parts[1] === (diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw')
      case 'ml': return parts[1] === (diff > 0 ? 'home' : diff < 0 ? 'away' : r.decider)
      case 'hcp': return (2 * diff + line2 > 0) === (parts[1] === 'home')
      case 'ou': return (2 * (r.home + r.away) > total2) === (parts[1] === 'over')
      default: return false
    }
  }

  return { MODELS: MODELS, thresholds: thresholds, wordsNeeded: wordsNeeded, words: words, match: match, wins: wins }
})()
