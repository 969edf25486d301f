import './referral.css'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, PagedList } from '@/shared/list'
import { referralLink, useReferralFriends, useReferralInfo } from './model.ts'
import { ShareLink } from './ShareLink.tsx'
import { formatGmt8 } from '@/shared/lib'

/**
 * Invite friends (referral, spec §2): the member's link and code with a QR code, copy and
 * share, the reward rule, the claimable and claimed totals (the claim is in the reward
 * centre), and the friends who registered through the link.
 */
export default function ReferralPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const info = useReferralInfo()
  const friends = useReferralFriends()
  return (
    <section className="tl-referral" aria-labelledby="mc-referral-title" data-testid="referral">
      <h3 id="mc-referral-title" className="tl-referral__title">
        {t('rewards.referral.title')}
      </h3>
      {info.failed ? (
        <ErrorState failure={info.failure} onRetry={info.retry} />
      ) : info.info === null ? (
        <ListSkeleton rows={3} columns={2} />
      ) : (
        <>
          <ShareLink link={referralLink(info.info)} code={info.info.code} />
          <p className="tl-referral__note" data-testid="referral-rule">
            {info.info.rule.rewardPerFriend > 0
              ? t('rewards.referral.rule', { reward: formatAmount(info.info.rule.rewardPerFriend), minDeposit: formatAmount(info.info.rule.minDeposit) })
              : t('rewards.referral.noReward')}
          </p>
          <ul className="tl-referral__totals" data-testid="referral-totals">
            <li>{t('rewards.referral.friends', { count: info.info.friends })}</li>
            <li>{t('rewards.referral.claimable', { amount: formatAmount(info.info.claimable) })}</li>
            <li>{t('rewards.referral.claimed', { amount: formatAmount(info.info.claimed) })}</li>
          </ul>
        </>
      )}
      <h4 className="tl-referral__subtitle">{t('rewards.referral.friendsTitle')}</h4>
      <PagedList list={friends} columns={3} emptyMessage={t('rewards.referral.noFriends')}>
        {(rows) => (
          <table className="tl-referral__table" data-testid="referral-friends">
            <thead>
              <tr>
                <th scope="col">{t('rewards.referral.account')}</th>
                <th scope="col">{t('rewards.referral.registeredAt')}</th>
                <th scope="col">{t('rewards.referral.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((friend, i) => (
                <tr key={`${friend.account}-${friend.registeredAt}-${i}`}>
                  <td>{friend.account}</td>
                  <td>{formatGmt8(friend.registeredAt, 'yyyy-MM-dd')}</td>
                  <td>
                    {t(`rewards.referral.friendStatus.${friend.status}`)}
                    {friend.qualified && ` · ${t(friend.rewardClaimed ? 'rewards.referral.rewardClaimed' : 'rewards.referral.qualified')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </section>
  )
}
