import { Fragment, Suspense, lazy, type MouseEvent } from 'react'
import type { GameType } from '@/shared/api'
import { Paths } from '@/shared/config'
import { isPlainClick } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { DropdownMenu, LinkOutIcon } from '@/shared/ui'
import { arrangeCategories, categoryPath, hasDropdown, useSelectedVendor, useVendorLanes } from '@/entities/vendor'
import { useBrand, useResources } from '@/entities/system'
import { isAgentType, useAgentType } from '@/entities/session'
import { useGameNavigation } from '@/features/game-navigation'
import { useLaunchVendor } from '@/features/launch-game'

// Only agents see it: its opener is a chunk of its own, so the first route carries the check alone.
const AgentNavItem = lazy(() => import('./AgentNavItem.tsx'))

/**
 * The bottom bar navigation: Home, one item per game category of the vendor list (with a
 * vendor dropdown except BINGO, ELOTT and COCKFIGHT), Promotions, and the affiliates link
 * when configured. Items are separated by spaces so the text reads the same to every tool.
 */
export function MainNav() {
  const { t } = useTranslation()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const resources = useResources()
  const selected = useSelectedVendor()
  const { openCategory, goTo, chooseVendor, isOpen } = useGameNavigation(useLaunchVendor())
  const categories = lanes.data ? arrangeCategories(lanes.data) : []
  const affiliates = resources.find((r) => r.resourceType === 'AFFILIATES')
  // Spec §4: the Agent item shows for the agent types 1, 2, 41 and 42 only.
  const isAgent = isAgentType(useAgentType())

  // Plain links with their address (the router's Link would handle the click again and resolve
  // an address per item): a plain click goes through the game navigation.
  const pageLink = (path: string, testId: string, label: string) => (
    <a
      href={path}
      className="tl-nav__link"
      data-testid={testId}
      aria-current={isOpen(path) ? 'page' : undefined}
      onClick={(e: MouseEvent) => {
        if (!isPlainClick(e)) return
        e.preventDefault()
        goTo(path)
      }}
    >
      {label}
    </a>
  )

  const categoryItem = (gameType: GameType, vendors: ReturnType<typeof arrangeCategories>[number]['vendors']) => {
    const label = t(`nav.gameType.${gameType}`)
    const path = categoryPath(gameType)
    return (
      <li className="tl-nav__item">
        {path ? (
          <a
            href={path}
            className="tl-nav__link"
            data-testid={`nav-${gameType}`}
            aria-current={isOpen(path) ? 'page' : undefined}
            onClick={(e: MouseEvent) => {
              if (!isPlainClick(e)) return
              e.preventDefault()
              openCategory(gameType, vendors)
            }}
          >
            {label}
          </a>
        ) : (
          <button type="button" className="tl-nav__link" data-testid={`nav-${gameType}`} onClick={() => openCategory(gameType, vendors)}>
            {label}
          </button>
        )}
        {hasDropdown(gameType) && vendors.length > 0 && (
          <DropdownMenu
            label={t('nav.vendorsOf', { category: label })}
            className="tl-nav__more"
            options={vendors.map((v) => ({ id: v.vassalage, label: v.displayName }))}
            selectedId={selected}
            onAction={(code) => chooseVendor(gameType, code, vendors.find((v) => v.vassalage === code))}
          />
        )}
      </li>
    )
  }

  return (
    <nav className="tl-nav" aria-label={t('nav.label')}>
      <ul className="tl-nav__list">
        <li className="tl-nav__item">{pageLink(Paths.index, 'nav-HOME', t('nav.home'))}</li>{' '}
        {categories.map((c) => (
          <Fragment key={c.gameType}>
            {categoryItem(c.gameType, c.vendors)}{' '}
          </Fragment>
        ))}
        <li className="tl-nav__item">{pageLink(Paths.promotions, 'nav-PROMOTIONS', t('nav.promotions'))}</li>
        {isAgent && (
          <>
            {' '}
            <Suspense fallback={null}>
              <AgentNavItem />
            </Suspense>
          </>
        )}
        {affiliates && (
          <>
            {' '}
            <li className="tl-nav__item">
              <a className="tl-nav__link" href={affiliates.url} target="_blank" rel="noopener noreferrer" data-testid="nav-AFFILIATES">
                {t('nav.affiliates')}
                <LinkOutIcon size={14} />
              </a>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}
