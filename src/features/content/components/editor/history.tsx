import { useState } from 'react'
import { useEditorPublishMutation } from '../../api/editor-queries'
import { errorText, formatTime, LANG, type EditorData } from './shared'
import type { EditorRef } from '@/api/contract/content-constants'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/** Every published version; restoring one makes it live and that language's draft again (asked first). */
export function History({ slug, data }: { slug: EditorRef; data: EditorData }) {
  const publish = useEditorPublishMutation()
  const [restored, setRestored] = useState<number | null>(null)
  return (
    <section aria-labelledby="editor-history" className="flex flex-col gap-12">
      <h2 id="editor-history" className="text-dp-18 font-semibold">
        {m.editor_history()}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-dp-14" data-testid="editor-history">
          <thead>
            <tr className="border-b border-border">
              <th className="py-6 pr-12">{m.editor_history_version()}</th>
              <th className="py-6 pr-12">{m.editor_history_language()}</th>
              <th className="py-6 pr-12">{m.editor_field_title()}</th>
              <th className="py-6 pr-12">{m.editor_history_when()}</th>
              <th className="py-6">
                <span className="sr-only">{m.editor_history_action()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((version) => (
              <tr key={version.id} className="border-b border-border" data-version={version.id}>
                <td className="py-6 pr-12">#{version.number}</td>
                <td className="py-6 pr-12">{LANG[version.lang].name}</td>
                <td className="py-6 pr-12" lang={LANG[version.lang].tag}>
                  {version.title}
                </td>
                <td className="py-6 pr-12">
                  {formatTime(version.published_at)}
                  {version.published_by ? ` · ${version.published_by}` : ''}
                </td>
                <td className="py-6">
                  {version.live ? (
                    <Badge variant="secondary">{m.editor_history_live()}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={publish.isPending}
                      onClick={() => {
                        if (!window.confirm(m.editor3_restore_confirm({ id: version.number, language: LANG[version.lang].name }))) return
                        publish.mutate(
                          { slug, lang: version.lang, action: 'rollback', version_id: version.id },
                          { onSuccess: () => setRestored(version.number) },
                        )
                      }}
                    >
                      {m.editor_history_restore()}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {publish.isError ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {errorText(publish.error)}
        </p>
      ) : restored ? (
        <p role="status" className="text-dp-14 text-emerald-800">
          {m.editor3_history_restored({ id: restored })}
        </p>
      ) : null}
    </section>
  )
}
