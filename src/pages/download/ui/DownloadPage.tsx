import '../download-page.css'
import type { ReactNode } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { useBrand } from '@/entities/system'

/**
 * /app and /download: how to install the site as an app (it is a web app: the manifest and
 * service worker make it installable, no store involved). One guide for Android's Chrome, one
 * for iPhone's Safari, each beside a phone showing this site in that browser; the pictures are
 * screenshots of the real site (scripts/guide-screenshots.ts), in the player's language.
 */
function Download({ testId }: { testId: string }) {
  const { t } = useTranslation()
  const brand = useBrand().brandName
  const installed = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
  return (
    <PageFrame testId={testId} title={t('page.download.title')}>
      <p className="tl-download__intro">{t('page.download.intro', { brand })}</p>
      {installed && <p className="tl-download__installed" role="status">{t('page.download.installed', { brand })}</p>}
      <div className="tl-download__guides">
        <Guide id="android" title={t('page.download.android.title')} phone={<Phone browser="chrome" />}
          steps={[t('page.download.android.step1'), t('page.download.android.step2'), t('page.download.android.step3')]} />
        <Guide id="ios" title={t('page.download.ios.title')} phone={<Phone browser="safari" />}
          steps={[t('page.download.ios.step1'), t('page.download.ios.step2'), t('page.download.ios.step3')]} />
      </div>
      <p className="tl-download__done">{t('page.download.done', { brand })}</p>
    </PageFrame>
  )
}

function Guide({ id, title, steps, phone }: { id: string; title: string; steps: readonly string[]; phone: ReactNode }) {
  return (
    <section className="tl-download__guide" aria-labelledby={`guide-${id}`} data-testid={`install-guide-${id}`}>
      <h2 id={`guide-${id}`} className="tl-download__guide-title">{title}</h2>
      <div className="tl-download__guide-body">
        {phone}
        <ol className="tl-download__steps">
          {steps.map((step) => <li key={step}>{step}</li>)}
        </ol>
      </div>
    </section>
  )
}

/** A phone with this site in Chrome (menu top right) or Safari (share at the bottom), the button to tap ringed. */
function Phone({ browser }: { browser: 'chrome' | 'safari' }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const brand = useBrand().brandName
  const bar = (
    <div className={`tl-download__bar tl-download__bar--${browser}`} aria-hidden="true">
      <span className="tl-download__address">{window.location.host}</span>
      {browser === 'chrome' ? (
        <span className="tl-download__tap" title={t('page.download.menu')}><KebabIcon /></span>
      ) : (
        <span className="tl-download__tap" title={t('page.download.share')}><ShareIcon /></span>
      )}
    </div>
  )
  return (
    <figure className={`tl-download__phone tl-download__phone--${browser}`}>
      {browser === 'chrome' && bar}
      <img className="tl-download__shot" src={`/guides/home-${language}.jpg`} width={390} height={844} loading="lazy" decoding="async"
        alt={t('page.download.screenshotAlt', { brand })} />
      {browser === 'safari' && bar}
    </figure>
  )
}

const KebabIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor"><circle cx="12" cy="5" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="12" cy="19" r="2" /></svg>
)
const ShareIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 3v12M7 8l5-5 5 5" /><path d="M5 12v8h14v-8" />
  </svg>
)

export const AppPage = () => <Download testId="page-app" />
export const DownloadPage = () => <Download testId="page-download" />
