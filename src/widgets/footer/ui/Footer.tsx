import { Link } from 'react-router'
import { Paths } from '@/shared/config'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { LazyImage } from '@/shared/ui'
import { useHelpCenter } from '@/entities/help'
import { imageUrl, useBrand, useImageCdn } from '@/entities/system'
import { partnerVendors, useVendorLanes, vendorLogoPath } from '@/entities/vendor'
import '../footer.css'

/**
 * The footer (spec §2): the help menu and about text from the help centre, one partner logo
 * per vendor group (not the TCG groups), and the copyright line. The line is translated with
 * the brand's name; the brand setting's one-language text shows only for a language without
 * the key. Vietnamese has its own layout (`footer--vi`).
 */
export function Footer() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const brand = useBrand()
  const cdn = useImageCdn()
  const help = useHelpCenter(lang)
  const lanes = useVendorLanes(brand.merchantCode)
  const partners = lanes.data ? partnerVendors(lanes.data) : []
  const categories = help.data?.categories ?? []
  const about = help.data?.about ?? ''

  return (
    <footer className={['tl-footer', lang === 'vi' ? 'footer--vi' : ''].filter(Boolean).join(' ')} data-testid="footer">
      <div className="tl-footer__inner">
        <div className="tl-footer__columns">
          {categories.length > 0 && (
            <nav className="tl-footer__help" aria-labelledby="footer-help-title">
              <h2 id="footer-help-title" className="tl-footer__heading">
                {t('footer.help')}
              </h2>
              <ul className="tl-footer__links">
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link to={`${Paths.help}#${c.id}`}>{c.title}</Link>
                  </li>
                ))}
                <li>
                  <Link to={`${Paths.help}#feedback`}>{t('footer.feedback')}</Link>
                </li>
              </ul>
            </nav>
          )}
          {about && (
            <section className="tl-footer__about" aria-labelledby="footer-about-title">
              <h2 id="footer-about-title" className="tl-footer__heading">
                {t('footer.about', { brand: brand.brandName })}
              </h2>
              <p>{about}</p>
            </section>
          )}
        </div>
        {partners.length > 0 && (
          <section className="tl-footer__partners" aria-labelledby="footer-partners-title">
            <h2 id="footer-partners-title" className="tl-footer__heading">
              {t('footer.partners')}
            </h2>
            <ul className="tl-partners" data-testid="footer-partners">
              {partners.map((p) => (
                <li key={p.group} className="tl-partners__item">
                  <LazyImage src={imageUrl(cdn, vendorLogoPath(p.gameType, p.vassalage))} alt={p.group} width={96} height={36} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="tl-footer__copyright">{t('footer.copyright', { brand: brand.brandName, defaultValue: brand.copyright })}</p>
      </div>
    </footer>
  )
}
