/* The house fish hunter's own texts, one table per platform language (the launch URL's
   `lang`: ty, en, cn, th, vi); every language has exactly EN's keys. What every house game
   says (balance, seeds, failures) comes from slot-texts.js, loaded first, whose
   TALA_HOUSE_LANG picks the language. */
window.TALA_FISH_TEXT = {
  en: {
    vDraw: 'Draw u', vRefusedShot: 'The bet was refused, so nothing was paid whatever the draw.', verifyLink: 'Verify this shot',
    title: 'Tala Fish Hunter', stake: 'Stake per shot', shootAt: 'Shoot at', rules: 'Rules',
    rulesNote: "Pick a stake and shoot at a fish. The server decides every shot: a fish worth ×M is caught with a chance of RTP ÷ M, and a catch pays the stake × M, so every fish returns the game's RTP on average.",
    fish: 'Fish', multiplier: 'Pays', chance: 'Chance to catch',
    fairNote: 'A shot\'s draw u is the first 4 bytes of HMAC-SHA256(server seed, "client seed:nonce"); it catches a fish worth ×M when u × M × 10000 < RTP in basis points × 2^32. Rotate the seed to reveal it and recompute any shot.',
    last: 'Last shot', caught: 'Caught', escaped: 'got away',
    fish_minnow: 'Minnow', fish_clownfish: 'Clownfish', fish_pufferfish: 'Pufferfish', fish_turtle: 'Turtle', fish_lionfish: 'Lionfish', fish_octopus: 'Octopus', fish_shark: 'Shark', fish_whale: 'Whale',
  },
  ty: {
    vDraw: 'Draw u', vRefusedShot: 'Tinanggihan ang taya, kaya walang ibinayad anuman ang draw.', verifyLink: 'Beripikahin ang tirang ito',
    title: 'Tala Fish Hunter', stake: 'Taya bawat tira', shootAt: 'Tirahin ang', rules: 'Mga patakaran',
    rulesNote: 'Pumili ng taya at tirahin ang isang isda. Ang server ang nagpapasya sa bawat tira: ang isdang ×M ay nahuhuli sa tsansang RTP ÷ M, at ang huli ay nagbabayad ng taya × M, kaya bawat isda ay nagbabalik ng RTP ng laro sa karaniwan.',
    fish: 'Isda', multiplier: 'Bayad', chance: 'Tsansang mahuli',
    fairNote: 'Ang draw u ng isang tira ay ang unang 4 na byte ng HMAC-SHA256(server seed, "client seed:nonce"); nahuhuli nito ang isdang ×M kapag u × M × 10000 < RTP sa basis points × 2^32. Palitan ang seed para mailantad ito at kuwentahin muli ang alinmang tira.',
    last: 'Huling tira', caught: 'Nahuli ang', escaped: 'ay nakatakas',
    fish_minnow: 'Dilis', fish_clownfish: 'Clownfish', fish_pufferfish: 'Butete', fish_turtle: 'Pawikan', fish_lionfish: 'Lionfish', fish_octopus: 'Pugita', fish_shark: 'Pating', fish_whale: 'Balyena',
  },
  cn: {
    vDraw: '抽取值 u', vRefusedShot: '该投注被拒绝，无论抽取值如何都未支付奖金。', verifyLink: '验证这一炮',
    title: 'Tala 捕鱼', stake: '每炮投注', shootAt: '射击', rules: '规则',
    rulesNote: '选择投注额并射击一条鱼。每一炮都由服务器决定：倍数为 ×M 的鱼被捕获的概率为 返还率 ÷ M，捕获后支付 投注额 × M，因此每种鱼的平均返还都等于游戏的返还率。',
    fish: '鱼', multiplier: '赔付', chance: '捕获概率',
    fairNote: '每一炮的抽取值 u 为 HMAC-SHA256(服务器种子, "客户端种子:nonce") 的前 4 个字节；当 u × M × 10000 < 返还率（基点）× 2^32 时捕获倍数为 ×M 的鱼。更换种子即可公开原种子并重新计算任意一炮。',
    last: '上一炮', caught: '捕获', escaped: '逃走了',
    fish_minnow: '小鱼', fish_clownfish: '小丑鱼', fish_pufferfish: '河豚', fish_turtle: '海龟', fish_lionfish: '狮子鱼', fish_octopus: '章鱼', fish_shark: '鲨鱼', fish_whale: '鲸鱼',
  },
  th: {
    vDraw: 'ค่าสุ่ม u', vRefusedShot: 'เดิมพันถูกปฏิเสธ จึงไม่มีการจ่ายเงินไม่ว่าค่าสุ่มจะเป็นเท่าใด', verifyLink: 'ตรวจสอบนัดนี้',
    title: 'Tala ยิงปลา', stake: 'เดิมพันต่อนัด', shootAt: 'ยิง', rules: 'กติกา',
    rulesNote: 'เลือกเงินเดิมพันแล้วยิงปลา เซิร์ฟเวอร์เป็นผู้ตัดสินทุกนัด: ปลาที่มีค่า ×M จะถูกจับได้ด้วยโอกาส RTP ÷ M และเมื่อจับได้จะจ่าย เดิมพัน × M ดังนั้นปลาทุกตัวจึงคืน RTP ของเกมโดยเฉลี่ย',
    fish: 'ปลา', multiplier: 'จ่าย', chance: 'โอกาสจับได้',
    fairNote: 'ค่าสุ่ม u ของแต่ละนัดคือ 4 ไบต์แรกของ HMAC-SHA256(เซิร์ฟเวอร์ซีด, "ไคลเอนต์ซีด:nonce") จะจับปลาที่มีค่า ×M ได้เมื่อ u × M × 10000 < RTP (เบสิสพอยต์) × 2^32 เปลี่ยนซีดเพื่อเปิดเผยและคำนวณนัดใดก็ได้ใหม่',
    last: 'นัดล่าสุด', caught: 'จับได้', escaped: 'หนีไปแล้ว',
    fish_minnow: 'ปลาซิว', fish_clownfish: 'ปลาการ์ตูน', fish_pufferfish: 'ปลาปักเป้า', fish_turtle: 'เต่าทะเล', fish_lionfish: 'ปลาสิงโต', fish_octopus: 'ปลาหมึกยักษ์', fish_shark: 'ฉลาม', fish_whale: 'วาฬ',
  },
  vi: {
    vDraw: 'Giá trị rút u', vRefusedShot: 'Cược đã bị từ chối, nên không trả thưởng dù giá trị rút là bao nhiêu.', verifyLink: 'Kiểm chứng phát bắn này',
    title: 'Tala Bắn Cá', stake: 'Cược mỗi phát', shootAt: 'Bắn', rules: 'Luật chơi',
    rulesNote: 'Chọn mức cược và bắn một con cá. Máy chủ quyết định mọi phát bắn: cá trị giá ×M bị bắt với xác suất RTP ÷ M, và khi bắt được sẽ trả cược × M, nên mọi loại cá đều hoàn trả RTP của trò chơi ở mức trung bình.',
    fish: 'Cá', multiplier: 'Trả thưởng', chance: 'Xác suất bắt',
    fairNote: 'Giá trị rút u của một phát là 4 byte đầu của HMAC-SHA256(server seed, "client seed:nonce"); bắt được cá trị giá ×M khi u × M × 10000 < RTP tính theo điểm cơ bản × 2^32. Đổi seed để công bố nó và tính lại bất kỳ phát nào.',
    last: 'Phát cuối', caught: 'Bắt được', escaped: 'đã thoát',
    fish_minnow: 'Cá con', fish_clownfish: 'Cá hề', fish_pufferfish: 'Cá nóc', fish_turtle: 'Rùa biển', fish_lionfish: 'Cá sư tử', fish_octopus: 'Bạch tuộc', fish_shark: 'Cá mập', fish_whale: 'Cá voi',
  },
}
window.TALA_FISH_LANG = window.TALA_HOUSE_LANG(window.TALA_FISH_TEXT, window.TALA_SLOT_TEXT)
