import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { setLaunchNavigator } from '../model/launchGame.ts'

/** Mounted once by the app: lets the launch flow navigate to /game. Renders nothing. */
export function GameLaunchHost() {
  const navigate = useNavigate()
  useEffect(() => {
    setLaunchNavigator((to) => void navigate(to))
    return () => setLaunchNavigator(null)
  }, [navigate])
  return null
}
