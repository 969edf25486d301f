import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /app and /download: the app download frame; install guides come with the download feature. */
function Download({ testId }: { testId: string }) {
  const { t } = useTranslation()
  return <PageFrame testId={testId} title={t('page.download.title')} />
}

export const AppPage = () => <Download testId="page-app" />
export const DownloadPage = () => <Download testId="page-download" />
