import { useEffect, useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useQueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { Input, Label, TextField } from 'react-aria-components'
import { checkChatText, type ChatRoomReply } from '@/shared/api'
import { failureText, refusalTextNow, useTranslation } from '@/shared/i18n'
import { formatGmt8DateTime } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { chatKeys, sendChatMessage } from '@/entities/chat'
import { chatSendMachine } from '@machines/chatSend.machine.ts'

/** What the machine is told of a draft: the contract's check, as the server will make it. */
const problemOf = (value: string) => {
  const checked = checkChatText(value)
  return checked.ok ? null : checked.reason
}

/**
 * The composer, driven by machines/chatSend.machine.ts: the draft with its counter, Send, and
 * what the room or a refusal says about sending (muted, too fast, shut out). Each room reply's
 * standing goes to the machine, so a mute lifted by the operator opens it again.
 */
export function Composer({ room, token }: { room: ChatRoomReply; token: string }) {
  const { t } = useTranslation('community')
  const queryClient = useQueryClient()
  const logic = useMemo(() => chatSendMachine.provide({
    actors: { sendMessage: fromPromise<unknown, { text: string }>(({ input, signal }) => sendChatMessage(token, input.text, signal)) },
    actions: { sent: () => void queryClient.invalidateQueries({ queryKey: chatKeys.room() }) },
  }), [token, queryClient])
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => s)
  const c = state.context
  const { muted, mutedUntil } = room.me

  useEffect(() => {
    const secondsLeft = mutedUntil === null ? null : Math.max(0, Math.ceil((mutedUntil - Date.now()) / 1000))
    actor.send({ type: 'standing.changed', standing: { muted, secondsLeft } })
  }, [actor, muted, mutedUntil])

  const busy = state.hasTag('busy')
  const shut = state.hasTag('muted') || state.hasTag('closed')
  const chars = [...c.draft.normalize('NFC').replace(/\s+/gu, ' ').trim()].length
  const max = room.rules.maxChars
  const shownProblem = c.touched ? c.problem : c.problem === 'tooLong' || c.problem === 'characters' ? c.problem : null

  return (
    <div className="tl-chat__compose">
      {state.hasTag('muted') && (
        <p className="tl-chat__notice" role="status" data-testid="chat-muted">
          {mutedUntil === null ? t('chat.mutedForever') : t('chat.muted', { time: formatGmt8DateTime(mutedUntil).slice(0, 16) })}
        </p>
      )}
      {state.hasTag('closed') && (
        <p className="tl-chat__notice" role="alert" data-testid="chat-closed">
          {c.failure ? refusalTextNow(c.failure) : t('chat.closed')}
        </p>
      )}
      {!shut && (
        <form
          className="tl-chat__composer"
          noValidate
          aria-busy={busy}
          data-testid="chat-form"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'message.submitted' })
          }}
        >
          <TextField
            className="tl-field tl-chat__field"
            value={c.draft}
            isReadOnly={busy}
            isInvalid={shownProblem !== null}
            validationBehavior="aria"
            onChange={(value) => actor.send({ type: 'draft.changed', value, problem: problemOf(value) })}
          >
            <Label className="tl-field__label">{t('chat.message')}</Label>
            <Input className="tl-field__input" placeholder={t('chat.placeholder')} autoComplete="off" aria-describedby="chat-counter" data-testid="chat-input" />
          </TextField>
          <Button type="submit" variant="primary" isDisabled={busy || state.hasTag('cooling')} data-testid="chat-send">
            {busy ? t('chat.sending') : t('chat.send')}
          </Button>
        </form>
      )}
      {!shut && (
        <p id="chat-counter" className={chars > max ? 'tl-chat__counter tl-chat__over' : 'tl-chat__counter'} aria-live="polite">
          {t('chat.chars', { count: chars, max })}
        </p>
      )}
      {!shut && shownProblem && <p className="tl-field__error" role="alert" data-testid="chat-problem">{t(`chat.problem.${shownProblem}`, { max })}</p>}
      {state.hasTag('cooling') && <p className="tl-chat__notice" role="status" data-testid="chat-cooling">{t('chat.cooling')}</p>}
      {state.matches('ready') && c.failure && <p className="tl-field__error" role="alert" data-testid="chat-failure">{failureText(c.failure, 'chatSend')}</p>}
    </div>
  )
}
