/* What every house game page shares (loaded before the game's own script): the game session
   taken from the launch URL and kept in memory only (out of the address bar, history and any
   link copied from the page; the language stays), the provider's API, the page's own text for
   the failure codes it expects (the provider's messages are English), money in minor units,
   the balance told to the parent page, and the provably-fair panel's figures. */
window.TALA_HOUSE_PAGE = function (t) {
  'use strict'
  var s = new URLSearchParams(location.search).get('s') || ''
  if (s) {
    var rest = new URLSearchParams(location.search)
    rest.delete('s')
    var q = rest.toString()
    history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash)
  }
  var $ = function (id) { return document.getElementById(id) }
  // Player protection's refusals (the member's own limit or block), the same words in every game.
  var LANG = (new URLSearchParams(location.search).get('lang') || 'en').slice(0, 2)
  var PROTECTION = {
    LOSS_LIMIT_REACHED: { en: 'This bet would go over your loss limit.', ty: 'Lalampas ang taya na ito sa iyong limitasyon sa pagkatalo.', cn: '此笔投注将超过您的亏损限额。', vi: 'Cược này sẽ vượt quá giới hạn thua lỗ của bạn.', th: 'การเดิมพันนี้จะเกินวงเงินขาดทุนที่คุณกำหนดไว้' },
    WAGER_LIMIT_REACHED: { en: 'This bet would go over your wagering limit.', ty: 'Lalampas ang taya na ito sa iyong limitasyon sa pagtaya.', cn: '此笔投注将超过您的投注限额。', vi: 'Cược này sẽ vượt quá giới hạn đặt cược của bạn.', th: 'การเดิมพันนี้จะเกินวงเงินเดิมพันที่คุณกำหนดไว้' },
    SESSION_TIME_LIMIT_REACHED: { en: 'You have reached your session time limit. Please log in again to continue playing.', ty: 'Naabot mo na ang limitasyon ng oras ng iyong session. Mag-log in muli upang makapaglaro.', cn: '您已达到本次登录的时长限制，请重新登录后继续游戏。', vi: 'Bạn đã đạt giới hạn thời gian của phiên. Vui lòng đăng nhập lại để tiếp tục chơi.', th: 'คุณเล่นครบเวลาที่จำกัดต่อการเข้าสู่ระบบแล้ว กรุณาเข้าสู่ระบบใหม่เพื่อเล่นต่อ' },
    ON_BREAK: { en: 'You are taking a break. Until it ends you can only withdraw and view your records.', ty: 'Nagpapahinga ka. Hanggang matapos ito, makakapag-withdraw ka lang at makikita ang iyong mga rekord.', cn: '您正在休息中。在结束之前，您只能提款和查看记录。', vi: 'Bạn đang tạm nghỉ. Cho đến khi kết thúc, bạn chỉ có thể rút tiền và xem hồ sơ của mình.', th: 'คุณกำลังพักการเล่น จนกว่าจะสิ้นสุด คุณทำได้เพียงถอนเงินและดูประวัติของคุณ' },
    SELF_EXCLUDED: { en: 'You have excluded yourself from play. Until it ends you can only withdraw and view your records.', ty: 'Ibinukod mo ang iyong sarili sa paglalaro. Hanggang matapos ito, makakapag-withdraw ka lang at makikita ang iyong mga rekord.', cn: '您已自我禁止游戏。在结束之前，您只能提款和查看记录。', vi: 'Bạn đã tự loại trừ khỏi việc chơi. Cho đến khi kết thúc, bạn chỉ có thể rút tiền và xem hồ sơ của mình.', th: 'คุณได้ระงับตัวเองจากการเล่น จนกว่าจะสิ้นสุด คุณทำได้เพียงถอนเงินและดูประวัติของคุณ' },
  }
  var page = {
    session: s,
    $: $,
    money: function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
    errorText: function (env) {
      if (env.code === 'INSUFFICIENT_FUNDS') return t('funds')
      var guard = PROTECTION[env.code]
      if (guard) return guard[LANG] || guard.en
      if (env.code === 'UNAUTHORIZED') return t('expired')
      return t('error')
    },
    api: function (method, path, body) {
      var init = { method: method, headers: {} }
      if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body) }
      return fetch(path, init).then(function (r) { return r.json() })
    },
    /** Shows the balance in #balance and tells the parent page (the header follows it). */
    showBalance: function (b) {
      $('balance').textContent = page.money(b)
      if (window.parent !== window) window.parent.postMessage({ type: 'tala:balance', balance: b }, location.origin)
    },
    renderFair: function (f) { $('hash').textContent = f.serverSeedHash; $('nonce').textContent = f.nonce; $('client').value = f.clientSeed },
    /** What a single-round page (slot, fish) shows the same way of its houseRound state `v` (`was` the one before): the seed panel, the balance after a round, a failure. */
    renderRound: function (v, was) {
      var c = v.context
      $('setClient').disabled = !v.can({ type: 'clientSeed.submitted', clientSeed: '' })
      $('rotate').disabled = !v.can({ type: 'seed.rotated' })
      if (was && was.context.balance !== c.balance) page.showBalance(c.balance)
      // After a round only the nonce moves: the client seed being typed stays.
      var seedsMoved = c.fair && (!was || !was.context.fair || was.context.fair.serverSeedHash !== c.fair.serverSeedHash || was.context.fair.clientSeed !== c.fair.clientSeed)
      if (seedsMoved) page.renderFair(c.fair)
      else if (c.fair) $('nonce').textContent = c.fair.nonce
      if (c.revealed && (!was || was.context.revealed !== c.revealed)) $('revealed').textContent = t('revealed') + ': ' + c.revealed.serverSeed + ' (sha256 ' + c.revealed.serverSeedHash + ')'
      if (c.failure && (!was || was.context.failure !== c.failure)) $('result').textContent = c.failure.call === 'seed' && c.failure.code === 'VALIDATION_FAILED' ? t('badSeed') : page.errorText({ code: c.failure.code })
    },
    /** The controls a single-round page sends to its houseRound actor: the stake, the seed panel, and Try again. */
    bindRound: function (actor) {
      $('stake').addEventListener('change', function () { actor.send({ type: 'stake.picked', stake: Number($('stake').value) }) })
      $('setClient').addEventListener('click', function () { actor.send({ type: 'clientSeed.submitted', clientSeed: $('client').value.trim() }) })
      $('rotate').addEventListener('click', function () { actor.send({ type: 'seed.rotated' }) })
      $('retry').addEventListener('click', function () { actor.send({ type: 'retry.pressed' }) })
    },
  }
  return page
}
