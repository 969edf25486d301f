import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { GameType, VendorCard } from '@/shared/api'
import { POPUP_LIST, categoryPath, selectedVendor, vendorPath, vendorPopup } from '@/entities/vendor'
import { useLoginGate } from '@/entities/session'

/** Clicking the nav item of the page already open does nothing (spec §2). */
export const isOpenPage = (currentPathname: string, target: string) => currentPathname === target.split(/[?#]/)[0]

/**
 * What the nav does: a category goes to its page (clearing the chosen vendor) unless that
 * page is open; a vendor is selected and its page opened; categories without a page
 * (sports, cockfight, e-lottery) launch a game, which needs a session: without one the login
 * popup opens. A vendor whose isGame is VASSALAGE opens a popup list of its games instead.
 */
export function useGameNavigation() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const requireLogin = useLoginGate()

  const goTo = useCallback(
    (path: string) => {
      if (isOpenPage(pathname, path)) return false
      selectedVendor.clear()
      navigate(path)
      return true
    },
    [navigate, pathname],
  )

  const openCategory = useCallback(
    (gameType: GameType) => {
      const path = categoryPath(gameType)
      if (path) return goTo(path)
      requireLogin()
      return false
    },
    [goTo, requireLogin],
  )

  const chooseVendor = useCallback(
    (gameType: GameType, vendorCode: string, card?: VendorCard) => {
      if (card?.isGame === POPUP_LIST) {
        vendorPopup.open(card)
        return
      }
      const to = vendorPath(gameType, vendorCode)
      if (!to) {
        requireLogin()
        return
      }
      selectedVendor.select(vendorCode)
      if (`${pathname}${search}` !== to) navigate(to)
    },
    [navigate, pathname, search, requireLogin],
  )

  return { goTo, openCategory, chooseVendor, isOpen: (path: string) => isOpenPage(pathname, path) }
}
