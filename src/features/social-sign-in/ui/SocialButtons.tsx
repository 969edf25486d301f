import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Button, useLoaderWhile, useShowFailure } from '@/shared/ui'
import { useSocialProviders } from '../api/social.ts'
import { socialSignInLogic } from '../model/social.ts'

/**
 * The Google and Facebook buttons of the login and register modals (spec §2), shown only for
 * providers the operator switched on. A press leaves for the provider's sign-in page.
 */
export function SocialButtons() {
  const { t } = useTranslation()
  const providers = useSocialProviders()
  const showFailure = useShowFailure()
  // The buttons only leave for the provider: the callback route finishes the sign-in.
  const logic = useMemo(() => socialSignInLogic({ session: null, finished: () => undefined, showFailure }), [showFailure])
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  useLoaderWhile(busy)
  if (providers.length === 0) return null
  return (
    <div className="tl-auth__social" data-testid="social-buttons">
      <p className="tl-auth__hint">{t('social.or')}</p>
      <div className="tl-auth__row">
        {providers.map((p) => (
          <Button
            key={p.provider}
            variant="secondary"
            isDisabled={busy}
            onPress={() => actor.send({ type: 'social.requested', provider: p.provider })}
            data-testid={`social-${p.provider}`}
          >
            {t('social.continueWith', { provider: p.displayName })}
          </Button>
        ))}
      </div>
    </div>
  )
}
