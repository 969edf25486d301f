import { Link } from 'react-router'
import { Paths } from '@/shared/config'
import { RetryImage } from '@/shared/ui'
import { useBrand, useBrandLogo } from '@/entities/system'
import { LanguagePicker } from '@/features/switch-language'
import { AuthBlock } from './AuthBlock.tsx'
import { Gmt8Clock } from './Gmt8Clock.tsx'
import { MainNav } from './MainNav.tsx'
import { NoticeMarquee } from './NoticeMarquee.tsx'
import '../header.css'

/** The site header (spec §2): top bar (notices, clock, login block, language) and bottom bar (logo, nav). */
export function Header() {
  const brand = useBrand()
  const logo = useBrandLogo()
  return (
    <header className="tl-header">
      <div className="tl-topbar">
        <div className="tl-topbar__inner">
          <NoticeMarquee />
          <Gmt8Clock />
          <div className="tl-topbar__actions">
            <AuthBlock />
            <LanguagePicker />
          </div>
        </div>
      </div>
      <div className="tl-bottombar">
        <div className="tl-bottombar__inner">
          <Link to={Paths.index} className="tl-logo">
            {/* Low: on a phone's link the page's scripts and the hall's first art come first; the logo is a small picture beside them. */}
            <RetryImage src={logo} alt={brand.brandName} className="tl-logo__img" width={132} height={40} fetchPriority="low" />
          </Link>
          <MainNav />
        </div>
      </div>
    </header>
  )
}
