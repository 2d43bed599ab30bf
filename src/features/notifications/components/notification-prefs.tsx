import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OutputOf } from '@/api/contract/define'
import type { notificationPrefs } from '@/api/contract/notification'
import { NOTIFICATION_CHANNELS } from '@/api/contract/notification-constants'
import { failureMessage } from '@/api/client/pipeline'
import { Button } from '@/components/ui/button'
import { notificationPrefsQuery, useSavePrefsMutation } from '../api/queries'
import { channelLabel, kindLabel } from '../utils/labels'
import { m } from '@/paraglide/messages'

type Prefs = OutputOf<typeof notificationPrefs>

/** The channel choices per kind of event: a table of checkboxes, saved together. */
export function NotificationPrefs({ userId }: { userId: number }) {
  const prefs = useQuery(notificationPrefsQuery(userId))
  return (
    <section aria-labelledby="notification-prefs-h" className="flex flex-col gap-12 border-t border-border pt-24">
      <h2 id="notification-prefs-h" className="text-dp-20 font-semibold">
        {m.notif_prefs_title()}
      </h2>
      <p className="max-w-800 text-dp-14 text-muted-foreground">{m.notif_prefs_lead()}</p>
      <p className="max-w-800 text-dp-14 text-muted-foreground">{m.notif_batching()}</p>
      {prefs.error ? (
        <p role="alert">{m.notif_load_failed({ reason: failureMessage(prefs.error) })}</p>
      ) : prefs.data ? (
        // Keyed by what the server stored: a save (or another tab's) starts the form from it again.
        <PrefsForm key={JSON.stringify(prefs.data.list)} userId={userId} prefs={prefs.data} />
      ) : (
        <p role="status" className="text-dp-14 text-muted-foreground">
          {m.notif_loading()}
        </p>
      )}
    </section>
  )
}

function PrefsForm({ userId, prefs }: { userId: number; prefs: Prefs }) {
  const [list, setList] = useState(prefs.list)
  const save = useSavePrefsMutation(userId)
  const toggle = (index: number, channel: (typeof NOTIFICATION_CHANNELS)[number], on: boolean) => {
    save.reset()
    setList((current) => current.map((row, i) => (i === index ? { ...row, [channel]: on } : row)))
  }
  return (
    <form
      className="flex flex-col gap-12"
      data-testid="notification-prefs"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ list })
      }}
    >
      {prefs.sms_available ? null : <p className="text-dp-14">{m.notif_prefs_no_sms()}</p>}
      {prefs.email_available ? null : <p className="text-dp-14">{m.notif_prefs_no_email()}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[320px] border-collapse text-dp-14">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-8 pr-12 font-semibold">
                {m.notif_prefs_event()}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-8 py-8 text-center font-semibold">
                  {channelLabel(channel)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((row, index) => (
              <tr key={row.kind} className="border-b border-border">
                <th scope="row" className="py-8 pr-12 text-left font-normal">
                  {kindLabel(row.kind)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="px-8 py-8 text-center">
                    <input
                      type="checkbox"
                      className="size-[max(18px,calc(var(--spacing)*18))] accent-primary"
                      checked={row[channel]}
                      onChange={(event) => toggle(index, channel, event.target.checked)}
                      aria-label={m.notif_pref_box({ event: kindLabel(row.kind), channel: channelLabel(channel) })}
                      data-testid={`pref-${row.kind}-${channel}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-12">
        <Button type="submit" disabled={save.isPending} data-testid="notification-prefs-save">
          {save.isPending ? m.notif_prefs_saving() : m.notif_prefs_save()}
        </Button>
        <p role="status" className="text-dp-14">
          {save.isSuccess ? m.notif_prefs_saved() : null}
        </p>
        {save.error ? (
          <p role="alert" className="text-dp-14 text-destructive">
            {m.notif_prefs_failed({ reason: failureMessage(save.error) })}
          </p>
        ) : null}
      </div>
    </form>
  )
}
