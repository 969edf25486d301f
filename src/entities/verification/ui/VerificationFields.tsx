import { useId, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useTranslation } from '@/shared/i18n'
import { Button, RefreshIcon, Select, Spinner, TextField } from '@/shared/ui'
import type { captchaMachine } from '@machines/captcha.machine.ts'
import type { smsCodeMachine } from '@machines/smsCode.machine.ts'
import { dropdownMachine } from '@machines/dropdown.machine.ts'
import { useCountries } from '../api/countries.ts'

/**
 * The captcha input with its image and a visible refresh button beside it; a click on the image
 * also asks for a new one (throttled by the machine).
 */
export function CaptchaField({ actor, value, onChange, error, testId }: {
  actor: ActorRefFrom<typeof captchaMachine>
  value: string
  onChange: (v: string) => void
  error?: string | null
  testId: string
}) {
  const { t } = useTranslation()
  const image = useSelector(actor, (s) => s.context.image)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const refresh = () => actor.send({ type: 'captcha.refreshRequested' })
  return (
    <TextField
      label={t('auth.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
      autoComplete="off"
      maxLength={16}
      addon={
        <span className="tl-captcha">
          {/* The image is a shortcut for the mouse; the refresh button is the named control. */}
          <span className="tl-captcha__image" data-testid={`${testId}-image`} onClick={refresh}>
            {loading ? <Spinner size={20} /> : image ? <img src={`data:image/png;base64,${image}`} alt={t('auth.captchaImage')} /> : <span className="tl-captcha__failed">{t('auth.captchaFailed')}</span>}
          </span>
          <button
            type="button"
            className="tl-captcha__refresh"
            aria-label={t('auth.captchaRefresh')}
            title={t('auth.captchaRefresh')}
            data-testid={`${testId}-refresh`}
            disabled={loading}
            onClick={refresh}
          >
            <RefreshIcon size={20} />
          </button>
        </span>
      }
    />
  )
}

/** "Get code": disabled while the bot check and the send run, then shows the seconds left. */
export function GetCodeButton({ actor, onPress, testId }: { actor: ActorRefFrom<typeof smsCodeMachine>; onPress: () => void; testId: string }) {
  const { t } = useTranslation()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const counting = useSelector(actor, (s) => s.hasTag('sent'))
  const seconds = useSelector(actor, (s) => s.context.secondsLeft)
  const canSend = useSelector(actor, (s) => s.matches('ready'))
  return (
    <Button variant="secondary" size="sm" isDisabled={!canSend} onPress={onPress} data-testid={testId}>
      {busy ? t('auth.sms.sending') : counting ? t('auth.sms.resendIn', { seconds }) : t('auth.sms.getCode')}
    </Button>
  )
}

/** A country's flag image address (the system's image CDN knows where flags live). */
export type FlagUrl = (countryCode: string) => string

/**
 * A country's flag (`flagUrl`, from the image CDN). Decorative: the code is written
 * beside it. Fixed 4:3 size, so nothing moves while it loads.
 */
export function CountryFlag({ flagUrl, countryCode, testId }: { flagUrl: FlagUrl; countryCode: string; testId?: string }) {
  return <img className="tl-flag" src={flagUrl(countryCode)} alt="" width={20} height={15} decoding="async" draggable={false} data-testid={testId} />
}

/** The country dialing-code picker (GET /wps/system/countries). */
export function CountryCodePicker({ value, onChange, flagUrl, testId }: { value: string; onChange: (code: string) => void; flagUrl: FlagUrl; testId: string }) {
  const { t } = useTranslation()
  const countries = useCountries()
  const options = countries.map((c) => ({
    id: c.countryDialingCode,
    label: `+${c.countryDialingCode} ${c.countryCode}`,
    icon: <CountryFlag flagUrl={flagUrl} countryCode={c.countryCode} />,
  }))
  const known = options.some((o) => o.id === value)
  return (
    <Select
      label={t('auth.countryCode')}
      options={options}
      value={known ? value : (options[0]?.id ?? null)}
      onChange={onChange}
      placeholder={value ? `+${value}` : t('auth.countryCode')}
      testId={testId}
    />
  )
}

/** The first country when none is chosen yet. */
export function useDefaultDialingCode(current: string): string {
  const countries = useCountries()
  return current || countries[0]?.countryDialingCode || ''
}

/**
 * The register form's dialing-code picker: a list that hides 200 ms after focus leaves it
 * (machines/dropdown.machine.ts), so a click on an option still lands.
 */
export function CountryCodeDropdown({ value, onChange, flagUrl, testId }: { value: string; onChange: (code: string) => void; flagUrl: FlagUrl; testId: string }) {
  const { t } = useTranslation()
  const countries = useCountries()
  const actor = useActorRef(dropdownMachine)
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const selected = countries.find((c) => c.countryDialingCode === value)
  return (
    <div
      className="tl-dropdown"
      onBlur={() => actor.send({ type: 'dropdown.blurred' })}
      onFocus={() => actor.send({ type: 'dropdown.focused' })}
      onKeyDown={(e) => {
        // Escape on an open list closes the list only: the modal around it must not see it.
        if (e.key !== 'Escape' || !open) return
        e.stopPropagation()
        e.preventDefault()
        actor.send({ type: 'dropdown.toggled' })
        buttonRef.current?.focus()
      }}
    >
      <span className="tl-field__label">{t('auth.countryCode')}</span>
      <button
        ref={buttonRef}
        type="button"
        className="tl-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={value ? `+${value} ${t('auth.countryCode')}` : t('auth.countryCode')}
        data-testid={testId}
        onClick={() => actor.send({ type: 'dropdown.toggled' })}
      >
        <span className="tl-flag-label">
          {selected && <CountryFlag flagUrl={flagUrl} countryCode={selected.countryCode} testId={`${testId}-flag`} />}
          {value ? `+${value}` : t('auth.countryCode')}
        </span>
      </button>
      {open && (
        <ul role="listbox" id={listId} aria-label={t('auth.countryCode')} className="tl-listbox tl-dropdown__list" data-testid={`${testId}-list`}>
          {countries.map((c) => (
            <li key={c.countryCode} role="option" aria-selected={c.countryDialingCode === value}>
              <button
                type="button"
                className="tl-listbox__item"
                data-testid={`${testId}-${c.countryCode}`}
                onClick={() => {
                  onChange(c.countryDialingCode)
                  actor.send({ type: 'option.chosen' })
                }}
              >
                <span className="tl-flag-label">
                  <CountryFlag flagUrl={flagUrl} countryCode={c.countryCode} />
                  +{c.countryDialingCode} {c.countryCode}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
