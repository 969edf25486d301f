/**
 * The demo brand's promotion pages (demo only): a body for the seeded welcome bonus and daily
 * rebate, and a raffle open for 30 days from the seed (3 winners of 100.00). HTML as an
 * operator would write it; the SPA sanitises it before it shows.
 */
export const promotionBodies = {
  promotion: {
    ty: '<p>Sumali at hintayin ang pag-apruba ng operator: <strong>50.00</strong> ang bonus.</p><ul><li>Isang beses bawat miyembro</li><li>May turnover bago mag-withdraw</li></ul>',
    en: '<p>Join and wait for the operator to approve: the bonus is <strong>50.00</strong>.</p><ul><li>Once per member</li><li>A turnover applies before withdrawal</li></ul>',
    cn: '<p>报名后等待运营审核：奖金 <strong>50.00</strong>。</p><ul><li>每位会员一次</li><li>提款前需完成流水</li></ul>',
    th: '<p>เข้าร่วมแล้วรอผู้ดูแลอนุมัติ: โบนัส <strong>50.00</strong></p><ul><li>สมาชิกละหนึ่งครั้ง</li><li>มียอดหมุนเวียนก่อนถอน</li></ul>',
    vi: '<p>Tham gia và chờ nhà điều hành duyệt: thưởng <strong>50.00</strong>.</p><ul><li>Mỗi thành viên một lần</li><li>Cần doanh thu cược trước khi rút</li></ul>',
  },
  rebate: {
    ty: '<p>Makuha araw-araw ang <strong>0.5%</strong> ng iyong settled na taya kahapon.</p>',
    en: '<p>Claim <strong>0.5%</strong> of yesterday\'s settled stakes, every day.</p>',
    cn: '<p>每天领取昨日已结算投注的 <strong>0.5%</strong>。</p>',
    th: '<p>รับ <strong>0.5%</strong> ของยอดเดิมพันที่ชำระแล้วของเมื่อวาน ทุกวัน</p>',
    vi: '<p>Nhận <strong>0.5%</strong> tiền cược đã thanh toán của hôm qua, mỗi ngày.</p>',
  },
}

export const demoRaffle = {
  reward: 10_000,
  winners: 3,
  days: 30,
  title: { ty: 'Lingguhang raffle', en: 'Weekly raffle', cn: '每周抽奖', th: 'จับรางวัลประจำสัปดาห์', vi: 'Rút thăm hằng tuần' },
  body: {
    ty: '<p>Kumuha ng isang tiket nang libre. Tatlong nanalo ang tatanggap ng <strong>100.00</strong> bawat isa.</p><p>Ang hash ng seed ay inilalathala bago ang unang tiket.</p>',
    en: '<p>Take one free ticket. Three winners receive <strong>100.00</strong> each.</p><p>The seed\'s hash is published before the first ticket.</p>',
    cn: '<p>免费领取一张抽奖券。三位中奖者各得 <strong>100.00</strong>。</p><p>种子哈希在第一张券之前公布。</p>',
    th: '<p>รับตั๋วฟรีหนึ่งใบ ผู้ชนะสามคนได้รับคนละ <strong>100.00</strong></p><p>แฮชของซีดเผยแพร่ก่อนตั๋วใบแรก</p>',
    vi: '<p>Nhận một vé miễn phí. Ba người thắng nhận mỗi người <strong>100.00</strong>.</p><p>Mã băm của seed được công bố trước vé đầu tiên.</p>',
  },
}
