import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { createQrReader } from '../utils/read-qr'

/**
 * Check-in by the phone's camera: opens the back camera and reads each badge's QR code
 * (utils/read-qr.ts). It stays open for the next person at the door; the same badge held up again
 * is read once. The camera stops when closed or when the console is left.
 */
export function BadgeCamera({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState('')
  const video = useRef<HTMLVideoElement>(null)
  const found = useEffectEvent(onCode)

  useEffect(() => {
    if (!open) return
    let stopped = false
    let stream: MediaStream | undefined
    let frame = 0
    let last = ''
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      if (stopped) return
      const element = video.current!
      element.srcObject = stream
      await element.play()
      const read = await createQrReader()
      const tick = async () => {
        if (stopped) return
        const code = await read(element).catch(() => null)
        if (code && code !== last) {
          last = code
          found(code)
        }
        frame = requestAnimationFrame(() => void tick())
      }
      void tick()
    }
    start().catch(() => {
      if (stopped) return
      setError(m.hall_camera_unavailable())
      setOpen(false)
    })
    return () => {
      stopped = true
      cancelAnimationFrame(frame)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [open])

  return (
    <div className="flex flex-col gap-8">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        aria-pressed={open}
        onClick={() => {
          setError('')
          setOpen(!open)
        }}
      >
        {open ? m.hall_camera_stop() : m.hall_camera_start()}
      </Button>
      {open ? (
        <figure className="flex flex-col gap-6">
          <video
            ref={video}
            muted
            playsInline
            className="aspect-4/3 w-full max-w-480 rounded-md bg-black object-cover"
            data-testid="badge-camera"
          />
          <figcaption className="text-dp-13 text-muted-foreground">{m.hall_camera_hint()}</figcaption>
        </figure>
      ) : null}
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
