/* The house slot's own texts, one table per platform language (the launch URL's `lang`:
   ty, en, cn, th, vi). Kept apart from slot.js so translators touch one file, and so a
   test can check that every language has exactly the keys of EN. EN is the fallback. */
window.TALA_SLOT_TEXT = {
  en: {
    title: 'Tala Slots', reels: 'Reels', rtp: 'RTP', low: 'low volatility', medium: 'medium volatility', high: 'high volatility',
    balance: 'Balance', stake: 'Stake', spin: 'Spin', paytable: 'Paytable', fair: 'Provably fair', hash: 'Server seed hash', nonce: 'Next nonce',
    client: 'Client seed', set: 'Set', rotate: 'Rotate seed', last: 'Last round', win: 'You win', noWin: 'No win',
    funds: 'Insufficient balance', retry: 'Try again', error: 'Something went wrong, try again', expired: 'The game session has ended. Please open the game again from the lobby.',
    badSeed: 'The client seed must be 1 to 64 characters, without spaces.', revealed: 'Revealed server seed',
    linesNote: '10 paylines, pays left to right, wild substitutes. Wins are multiples of the line bet (stake / 10).',
    verifyNote: 'Rotate the seed to reveal it, then verify any round played with it.', verifyLink: 'Verify this round', verifyTitle: 'Round verification', verifyRound: 'Round ID', verifyCheck: 'Check',
    vCommitted: 'Server seed hash, shown before play', vServerSeed: 'Server seed (revealed)', vNonce: 'Nonce', vRecorded: 'Recorded', vRecomputed: 'Recomputed from the seeds', vHash: 'Seed hash', vStops: 'Reel stops', vWin: 'Win',
    vSame: 'matches', vDiff: 'differs', vMatch: 'Matches: this round was computed from these seeds.',
    vMismatch: 'Does not match the recorded round.', vHidden: 'The server seed of this round is still in use. Rotate the seed in the game, then check again.', vNotFound: 'No round with this ID.', vRefused: 'The bet was refused, so no win was paid whatever the reels show.', vHow: 'Reel stops = HMAC-SHA256(server seed, "client seed:nonce"), 4 bytes per reel scaled to the reel length. Seed hash = SHA-256(server seed).',
    sym_WILD: 'Wild', sym_SEVEN: 'Seven', sym_BAR: 'Bar', sym_BELL: 'Bell', sym_MELON: 'Watermelon', sym_GRAPE: 'Grapes', sym_LEMON: 'Lemon', sym_CHERRY: 'Cherry',
  },
  ty: {
    title: 'Tala Slots', reels: 'Mga reel', rtp: 'RTP', low: 'mababang volatility', medium: 'katamtamang volatility', high: 'mataas na volatility',
    balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', paytable: 'Talaan ng bayad', fair: 'Mapapatunayang patas', hash: 'Hash ng server seed', nonce: 'Susunod na nonce',
    client: 'Client seed', set: 'Itakda', rotate: 'Palitan ang seed', last: 'Huling round', win: 'Panalo ka ng', noWin: 'Walang panalo',
    funds: 'Kulang ang balanse', retry: 'Subukang muli', error: 'May nangyaring mali, subukan muli', expired: 'Natapos na ang game session. Buksan muli ang laro mula sa lobby.',
    badSeed: 'Ang client seed ay dapat 1 hanggang 64 na karakter, walang espasyo.', revealed: 'Inilantad na server seed',
    linesNote: '10 paylines, bayad mula kaliwa pakanan, ang wild ay pamalit. Ang panalo ay multiple ng taya bawat linya (taya / 10).',
    verifyNote: 'Palitan ang seed para mailantad ito, saka beripikahin ang alinmang round na nilaro gamit ito.', verifyLink: 'Beripikahin ang round na ito', verifyTitle: 'Pagberipika ng round', verifyRound: 'ID ng round', verifyCheck: 'Suriin',
    vCommitted: 'Hash ng server seed, ipinakita bago maglaro', vServerSeed: 'Server seed (inilantad)', vNonce: 'Nonce', vRecorded: 'Nakatala', vRecomputed: 'Muling kinuwenta mula sa mga seed', vHash: 'Hash ng seed', vStops: 'Mga hinto ng reel', vWin: 'Panalo',
    vSame: 'tugma', vDiff: 'hindi tugma', vMatch: 'Tugma: ang round na ito ay kinuwenta mula sa mga seed na ito.',
    vMismatch: 'Hindi tugma sa nakatalang round.', vHidden: 'Ginagamit pa ang server seed ng round na ito. Palitan ang seed sa laro, saka suriin muli.', vNotFound: 'Walang round na may ganitong ID.', vRefused: 'Tinanggihan ang taya, kaya walang ibinayad na panalo anuman ang ipakita ng mga reel.', vHow: 'Mga hinto ng reel = HMAC-SHA256(server seed, "client seed:nonce"), 4 byte bawat reel na iniangkop sa haba ng reel. Hash ng seed = SHA-256(server seed).',
    sym_WILD: 'Wild', sym_SEVEN: 'Pito', sym_BAR: 'Bar', sym_BELL: 'Kampana', sym_MELON: 'Pakwan', sym_GRAPE: 'Ubas', sym_LEMON: 'Lemon', sym_CHERRY: 'Seresa',
  },
  cn: {
    title: 'Tala 老虎机', reels: '转轴', rtp: '返还率', low: '低波动', medium: '中波动', high: '高波动',
    balance: '余额', stake: '投注额', spin: '旋转', paytable: '赔付表', fair: '可验证公平', hash: '服务器种子哈希', nonce: '下一个随机数 (nonce)',
    client: '客户端种子', set: '设置', rotate: '更换种子', last: '上一局', win: '您赢得', noWin: '未中奖',
    funds: '余额不足', retry: '重试', error: '出错了，请重试', expired: '游戏会话已结束，请从大厅重新打开游戏。',
    badSeed: '客户端种子须为 1 至 64 个字符，且不含空格。', revealed: '已公开的服务器种子',
    linesNote: '10 条赔付线，从左到右计奖，百搭符号可替代其他符号。奖金为单线投注额（投注额 / 10）的倍数。',
    verifyNote: '更换种子即可公开原种子，之后可验证用它进行的任意一局。', verifyLink: '验证这一局', verifyTitle: '牌局验证', verifyRound: '局号', verifyCheck: '验证',
    vCommitted: '服务器种子哈希（游戏前公布）', vServerSeed: '服务器种子（已公开）', vNonce: '随机数 (nonce)', vRecorded: '记录值', vRecomputed: '由种子重新计算', vHash: '种子哈希', vStops: '转轴停止位置', vWin: '奖金',
    vSame: '一致', vDiff: '不一致', vMatch: '一致：这一局确实由这些种子计算得出。',
    vMismatch: '与记录的牌局不一致。', vHidden: '这一局的服务器种子仍在使用中。请先在游戏中更换种子，然后再验证。', vNotFound: '没有此局号的牌局。', vRefused: '该投注被拒绝，无论转轴显示什么都未支付奖金。', vHow: '转轴停止位置 = HMAC-SHA256(服务器种子, "客户端种子:nonce")，每个转轴取 4 个字节并按转轴长度缩放。种子哈希 = SHA-256(服务器种子)。',
    sym_WILD: '百搭', sym_SEVEN: '七', sym_BAR: '横条', sym_BELL: '铃铛', sym_MELON: '西瓜', sym_GRAPE: '葡萄', sym_LEMON: '柠檬', sym_CHERRY: '樱桃',
  },
  th: {
    title: 'Tala สล็อต', reels: 'วงล้อ', rtp: 'RTP', low: 'ความผันผวนต่ำ', medium: 'ความผันผวนปานกลาง', high: 'ความผันผวนสูง',
    balance: 'ยอดคงเหลือ', stake: 'เงินเดิมพัน', spin: 'หมุน', paytable: 'ตารางการจ่าย', fair: 'ความยุติธรรมที่พิสูจน์ได้', hash: 'แฮชของเซิร์ฟเวอร์ซีด', nonce: 'nonce ถัดไป',
    client: 'ไคลเอนต์ซีด', set: 'ตั้งค่า', rotate: 'เปลี่ยนซีด', last: 'รอบล่าสุด', win: 'คุณชนะ', noWin: 'ไม่ชนะ',
    funds: 'ยอดเงินไม่เพียงพอ', retry: 'ลองอีกครั้ง', error: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง', expired: 'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    badSeed: 'ไคลเอนต์ซีดต้องมี 1 ถึง 64 ตัวอักษร และห้ามมีช่องว่าง', revealed: 'เซิร์ฟเวอร์ซีดที่เปิดเผยแล้ว',
    linesNote: '10 ไลน์จ่าย นับจากซ้ายไปขวา สัญลักษณ์ไวลด์ใช้แทนสัญลักษณ์อื่นได้ เงินรางวัลเป็นจำนวนเท่าของเดิมพันต่อไลน์ (เงินเดิมพัน / 10)',
    verifyNote: 'เปลี่ยนซีดเพื่อเปิดเผยซีดเดิม แล้วตรวจสอบรอบใดก็ได้ที่เล่นด้วยซีดนั้น', verifyLink: 'ตรวจสอบรอบนี้', verifyTitle: 'การตรวจสอบรอบ', verifyRound: 'รหัสรอบ', verifyCheck: 'ตรวจสอบ',
    vCommitted: 'แฮชของเซิร์ฟเวอร์ซีด ที่แสดงก่อนเล่น', vServerSeed: 'เซิร์ฟเวอร์ซีด (เปิดเผยแล้ว)', vNonce: 'nonce', vRecorded: 'ที่บันทึกไว้', vRecomputed: 'คำนวณใหม่จากซีด', vHash: 'แฮชของซีด', vStops: 'ตำแหน่งหยุดของวงล้อ', vWin: 'เงินรางวัล',
    vSame: 'ตรงกัน', vDiff: 'ไม่ตรงกัน', vMatch: 'ตรงกัน: รอบนี้คำนวณจากซีดเหล่านี้จริง',
    vMismatch: 'ไม่ตรงกับรอบที่บันทึกไว้', vHidden: 'เซิร์ฟเวอร์ซีดของรอบนี้ยังใช้งานอยู่ โปรดเปลี่ยนซีดในเกม แล้วตรวจสอบอีกครั้ง', vNotFound: 'ไม่พบรอบที่มีรหัสนี้', vRefused: 'การเดิมพันถูกปฏิเสธ จึงไม่มีการจ่ายเงินรางวัลไม่ว่าวงล้อจะแสดงผลอย่างไร', vHow: 'ตำแหน่งหยุดของวงล้อ = HMAC-SHA256(เซิร์ฟเวอร์ซีด, "ไคลเอนต์ซีด:nonce") ใช้ 4 ไบต์ต่อวงล้อ ปรับตามความยาวของวงล้อ แฮชของซีด = SHA-256(เซิร์ฟเวอร์ซีด)',
    sym_WILD: 'ไวลด์', sym_SEVEN: 'เจ็ด', sym_BAR: 'บาร์', sym_BELL: 'กระดิ่ง', sym_MELON: 'แตงโม', sym_GRAPE: 'องุ่น', sym_LEMON: 'มะนาว', sym_CHERRY: 'เชอร์รี่',
  },
  vi: {
    title: 'Tala Slot', reels: 'Cuộn quay', rtp: 'RTP', low: 'biến động thấp', medium: 'biến động trung bình', high: 'biến động cao',
    balance: 'Số dư', stake: 'Mức cược', spin: 'Quay', paytable: 'Bảng trả thưởng', fair: 'Công bằng có thể kiểm chứng', hash: 'Mã băm seed máy chủ', nonce: 'Nonce tiếp theo',
    client: 'Seed người chơi', set: 'Đặt', rotate: 'Đổi seed', last: 'Ván gần nhất', win: 'Bạn thắng', noWin: 'Không trúng',
    funds: 'Số dư không đủ', retry: 'Thử lại', error: 'Đã xảy ra lỗi, vui lòng thử lại', expired: 'Phiên chơi đã kết thúc. Vui lòng mở lại trò chơi từ sảnh.',
    badSeed: 'Seed người chơi phải có từ 1 đến 64 ký tự, không có khoảng trắng.', revealed: 'Seed máy chủ đã công bố',
    linesNote: '10 dòng thưởng, tính từ trái sang phải, biểu tượng Wild thay thế các biểu tượng khác. Tiền thắng là bội số của mức cược mỗi dòng (mức cược / 10).',
    verifyNote: 'Đổi seed để công bố seed cũ, rồi kiểm chứng bất kỳ ván nào đã chơi với seed đó.', verifyLink: 'Kiểm chứng ván này', verifyTitle: 'Kiểm chứng ván chơi', verifyRound: 'Mã ván', verifyCheck: 'Kiểm tra',
    vCommitted: 'Mã băm seed máy chủ, công bố trước khi chơi', vServerSeed: 'Seed máy chủ (đã công bố)', vNonce: 'Nonce', vRecorded: 'Đã ghi nhận', vRecomputed: 'Tính lại từ các seed', vHash: 'Mã băm seed', vStops: 'Vị trí dừng cuộn quay', vWin: 'Tiền thắng',
    vSame: 'khớp', vDiff: 'không khớp', vMatch: 'Khớp: ván này được tính từ chính các seed này.',
    vMismatch: 'Không khớp với ván đã ghi nhận.', vHidden: 'Seed máy chủ của ván này vẫn đang được dùng. Hãy đổi seed trong trò chơi rồi kiểm tra lại.', vNotFound: 'Không có ván nào với mã này.', vRefused: 'Cược đã bị từ chối nên không trả tiền thắng, dù cuộn quay hiển thị gì.', vHow: 'Vị trí dừng = HMAC-SHA256(seed máy chủ, "seed người chơi:nonce"), 4 byte cho mỗi cuộn quay, quy đổi theo độ dài cuộn. Mã băm seed = SHA-256(seed máy chủ).',
    sym_WILD: 'Wild', sym_SEVEN: 'Số 7', sym_BAR: 'Bar', sym_BELL: 'Chuông', sym_MELON: 'Dưa hấu', sym_GRAPE: 'Nho', sym_LEMON: 'Chanh', sym_CHERRY: 'Anh đào',
  },
}

/* The language of a house game's page, shared by the slot, the fish hunter and the
   verification page. The launch sends the platform's codes (ty, en, cn, th, vi) and lets
   through region forms such as 'vi-VN' and ISO 'zh' / 'tl', which map to the platform code.
   Unknown, missing or odd codes (e.g. 'fr', '__proto__') fall back to EN. `html` is the
   SPA's html lang for the code. `shared`: the texts every house game uses, read where
   `texts` has no such key. */
window.TALA_HOUSE_LANG = function (texts, shared) {
  var HTML_LANG = { ty: 'tl', en: 'en', cn: 'zh', th: 'th', vi: 'vi' }
  var ALIASES = { zh: 'cn', tl: 'ty', fil: 'ty' }
  var known = function (code) { return Object.prototype.hasOwnProperty.call(texts, code) }
  var asked = (new URLSearchParams(location.search).get('lang') || '').toLowerCase()
  var base = asked.split('-')[0]
  var code = known(asked) ? asked : known(base) ? base : known(ALIASES[base]) ? ALIASES[base] : 'en'
  var from = shared ? [texts[code], shared[code], texts.en, shared.en] : [texts[code], texts.en]
  return { code: code, html: HTML_LANG[code], t: function (k) { for (var i = 0; i < from.length; i++) if (from[i] && from[i][k]) return from[i][k]; return k } }
}
window.TALA_SLOT_LANG = window.TALA_HOUSE_LANG(window.TALA_SLOT_TEXT)
