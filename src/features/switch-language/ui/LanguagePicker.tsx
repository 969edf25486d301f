import { PickerLanguages } from '@/shared/config'
import { changeLanguage, useLanguage, useTranslation } from '@/shared/i18n'
import { GlobeIcon, Select } from '@/shared/ui'

/**
 * The language picker (spec §1): TY and EN. Choosing stores `lang` and `hisLang`, survives a
 * reload and sets `<html lang>`. A stored language outside the picker still shows its code.
 */
export function LanguagePicker() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <Select
      label={t('header.language')}
      testId="language-picker"
      className="tl-language-picker"
      icon={<GlobeIcon size={16} />}
      options={PickerLanguages.map((id) => ({ id, label: id.toUpperCase() }))}
      value={lang}
      placeholder={lang.toUpperCase()}
      onChange={(next) => {
        void changeLanguage(next)
      }}
    />
  )
}
