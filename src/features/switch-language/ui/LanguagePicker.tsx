import { LanguageFlags, PickerLanguages } from '@/shared/config'
import { changeLanguage, useLanguage, useTranslation } from '@/shared/i18n'
import { GlobeIcon, Select } from '@/shared/ui'
import { useFlagUrl } from '@/entities/system'

/**
 * The language picker (spec §1): TY and EN, each with its flag. Choosing stores `lang` and `hisLang`, survives a
 * reload and sets `<html lang>`. A stored language outside the picker still shows its code.
 */
export function LanguagePicker() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const flagUrl = useFlagUrl()
  return (
    <Select
      label={t('header.language')}
      testId="language-picker"
      className="tl-language-picker"
      icon={<GlobeIcon size={16} />}
      iconInList
      options={PickerLanguages.map((id) => ({
        id, label: id.toUpperCase(), icon: <img className="tl-flag" src={flagUrl(LanguageFlags[id])} alt="" width={20} height={15} data-testid={`language-flag-${id}`} />,
      }))}
      value={lang}
      placeholder={lang.toUpperCase()}
      onChange={(next) => {
        void changeLanguage(next)
      }}
    />
  )
}
