import jsQR from 'jsqr'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { decodeQr } from './read-qr'

/** A QR code drawn as a camera would see it: grey paper, dark modules, noise, off-centre. */
function frame(text: string, options: { width: number; height: number; module: number; noise: number; seed: number }) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const data = new Uint8ClampedArray(options.width * options.height * 4)
  let seed = options.seed
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1
  const left = Math.round(options.width * 0.3)
  const top = Math.round(options.height * 0.2)
  const quiet = 4 * options.module
  for (let y = 0; y < options.height; y++) {
    for (let x = 0; x < options.width; x++) {
      const mx = Math.floor((x - left - quiet) / options.module)
      const my = Math.floor((y - top - quiet) / options.module)
      const dark = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx)
      const value = (dark ? 60 : 200) + random() * options.noise
      const i = (y * options.width + x) * 4
      data[i] = data[i + 1] = data[i + 2] = value
      data[i + 3] = 255
    }
  }
  return { data, width: options.width, height: options.height }
}

describe('decodeQr', () => {
  it('reads a badge code from a noisy, dim frame', () => {
    const image = frame('K7M4-QX9P', { width: 480, height: 360, module: 5, noise: 40, seed: 7 })
    expect(decodeQr(jsQR, image)).toBe('K7M4-QX9P')
  })

  it('answers null when no code is in the frame', () => {
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(180), width: 320, height: 240 }
    expect(decodeQr(jsQR, blank)).toBeNull()
  })
})
