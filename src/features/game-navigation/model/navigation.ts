import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { GameType, VendorCard } from '@/shared/api'
import { POPUP_LIST, categoryPath, useVendorChoiceActor, vendorPath } from '@/entities/vendor'

/** A vendor that launches directly (its game type and code); the launch-game feature does it. */
export type LaunchVendor = (vendor: { readonly gameType: GameType; readonly vassalage: string }) => void

/** Clicking the nav item of the page already open does nothing (spec §2). */
export const isOpenPage = (currentPathname: string, target: string) => currentPathname === target.split(/[?#]/)[0]

/**
 * What the nav does: a category goes to its page (clearing the chosen vendor) unless that
 * page is open; a vendor is selected and its page opened; categories and vendors without a
 * page (sports, cockfight, e-lottery) launch the vendor's game directly (the launch flow asks
 * for a login first when there is no session). A vendor whose isGame is VASSALAGE opens a
 * popup list of its games instead.
 */
export function useGameNavigation(launchVendor: LaunchVendor) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const vendorChoice = useVendorChoiceActor()

  const goTo = useCallback(
    (path: string) => {
      if (isOpenPage(pathname, path)) return false
      vendorChoice.send({ type: 'vendor.cleared' })
      navigate(path)
      return true
    },
    [navigate, pathname, vendorChoice],
  )

  const openCategory = useCallback(
    (gameType: GameType, vendors: readonly VendorCard[] = []) => {
      const path = categoryPath(gameType)
      if (path) return goTo(path)
      const first = vendors[0]
      if (first) launchVendor({ gameType: first.gameType, vassalage: first.vassalage })
      return false
    },
    [goTo, launchVendor],
  )

  const chooseVendor = useCallback(
    (gameType: GameType, vendorCode: string, card?: VendorCard) => {
      if (card?.isGame === POPUP_LIST) {
        vendorChoice.send({ type: 'vendorPopup.opened', card })
        return
      }
      const to = vendorPath(gameType, vendorCode)
      if (!to) {
        launchVendor({ gameType: card?.gameType ?? gameType, vassalage: vendorCode })
        return
      }
      vendorChoice.send({ type: 'vendor.selected', code: vendorCode })
      if (`${pathname}${search}` !== to) navigate(to)
    },
    [navigate, pathname, search, launchVendor, vendorChoice],
  )

  return { goTo, openCategory, chooseVendor, isOpen: (path: string) => isOpenPage(pathname, path) }
}
