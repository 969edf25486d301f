import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { Button, PageFrame, useAuthModals } from '@/shared/ui'
import { useBrand } from '@/entities/system'
import { useIsLoggedIn } from '@/entities/session'
import { merchantWalletQuery } from '@/features/transfer'
import { MyWalletPanel } from '@/widgets/member-centre'
import './seamless.css'

const POINTS = ['p1', 'p2', 'p3'] as const

/** What the site's wallet mode means for the member: one wallet for every game, or a wallet per vendor with transfers. */
function WalletMode({ single }: { single: boolean }) {
  const { t } = useTranslation()
  const mode = single ? 'single' : 'multi'
  return (
    <section className="tl-seamless__mode" aria-labelledby="seamless-mode-title" data-testid={`seamless-mode-${mode}`}>
      <p className="tl-seamless__badge">
        <span className="tl-visually-hidden">{t('seamless.mode')}: </span>
        {t(`seamless.${mode}.badge`)}
      </p>
      <h2 id="seamless-mode-title" className="tl-seamless__heading">{t(`seamless.${mode}.title`)}</h2>
      <ul className="tl-seamless__points">
        {POINTS.map((p) => <li key={p}>{t(`seamless.${mode}.${p}`)}</li>)}
      </ul>
    </section>
  )
}

/**
 * /seamless (header only): the single-wallet view. The merchant wallet (GCS_merchantWallet)
 * says whether the site has one wallet for every game (`isSingle`): then there is nothing to
 * transfer and no transfer form; otherwise the member's wallets come with the transfer
 * between the main wallet and a vendor's. A visitor is offered the login.
 */
export function SeamlessPage() {
  const { t } = useTranslation()
  const { brandName } = useBrand()
  const loggedIn = useIsLoggedIn()
  const { openLogin } = useAuthModals()
  const wallet = useQuery({ ...merchantWalletQuery(), enabled: loggedIn })
  return (
    <PageFrame testId="page-seamless" title={t('page.seamless.title')}>
      <div className="tl-seamless">
        <p className="tl-seamless__intro">{t('seamless.intro', { brand: brandName })}</p>
        {!loggedIn ? (
          <section className="tl-seamless__mode" aria-labelledby="seamless-visitor-title" data-testid="seamless-visitor">
            <h2 id="seamless-visitor-title" className="tl-seamless__heading">{t('seamless.visitor.title')}</h2>
            <p className="tl-seamless__intro">{t('seamless.visitor.body')}</p>
            <div>
              <Button variant="primary" onPress={openLogin} data-testid="seamless-login">{t('seamless.visitor.login')}</Button>
            </div>
          </section>
        ) : wallet.isError && !wallet.isFetching ? (
          <ErrorState failure={wallet.error} onRetry={() => void wallet.refetch()} />
        ) : !wallet.data ? (
          <ListSkeleton rows={3} columns={2} />
        ) : (
          <>
            <WalletMode single={wallet.data.isSingle} />
            {/* The member's wallets; the transfer form shows only on a site with a wallet per vendor. */}
            <div className="tl-seamless__wallets">
              <MyWalletPanel />
            </div>
          </>
        )}
      </div>
    </PageFrame>
  )
}
