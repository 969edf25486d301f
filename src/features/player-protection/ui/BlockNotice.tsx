import './protection.css'
import type { ProtectionBlock } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { formatInstant } from '../lib/time.ts'

/** A break, time-out or self-exclusion in force: what it is, until when, and what the member may still do. */
export function BlockNotice({ block }: { block: ProtectionBlock }) {
  const { t } = useTranslation()
  const title = block.until === null
    ? t(`protection.block.${block.kind}Permanent`)
    : t(`protection.block.${block.kind}`, { until: formatInstant(block.until) })
  return (
    <div className="tl-protection-block" role="status" data-testid="protection-block">
      <strong>{title}</strong>
      <p>{t('protection.block.meanwhile')}</p>
    </div>
  )
}
