/**
 * Reading a badge's QR code from a camera frame (check-in): the browser's own
 * `BarcodeDetector` where it has one (Chrome on Android and macOS), else jsQR on the frame's pixels,
 * loaded only when a camera is opened.
 */

type Detector = { detect: (source: CanvasImageSource) => Promise<Array<{ rawValue: string }>> }
type DetectorClass = new (options: { formats: Array<string> }) => Detector

/** A reader for one camera session: call it with the video on each frame; it answers the code it sees, or null. */
export async function createQrReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass & { getSupportedFormats?: () => Promise<Array<string>> } })
    .BarcodeDetector
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  return async (video) => {
    if (!video.videoWidth) return null
    // A badge fills part of the frame: 640 px across is enough, and keeps each frame cheap.
    const scale = Math.min(1, 640 / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    return decodeQr(jsQR, context.getImageData(0, 0, canvas.width, canvas.height))
  }
}

type JsQr = typeof import('jsqr').default

/** The text of the QR code in `image`, or null; badges are printed dark on light, so no inverted pass. */
export function decodeQr(jsQR: JsQr, image: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
}
