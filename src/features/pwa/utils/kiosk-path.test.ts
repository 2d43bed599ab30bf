import { describe, expect, it } from 'vitest'
import { isKioskPath } from './kiosk-path'

describe('isKioskPath', () => {
  it('knows the hall screens and the door screen in both languages', () => {
    for (const path of ['/realTime/1', '/realTime', '/realTime/pairing', '/zh-CN/realTime/1', '/organiser/door', '/zh-CN/organiser/door']) {
      expect({ path, kiosk: isKioskPath(path) }).toEqual({ path, kiosk: true })
    }
  })

  it('leaves every other page alone', () => {
    for (const path of [
      '/',
      '/zh-CN',
      '/organiser',
      '/zh-CN/organiser',
      '/realTimeline',
      '/organiser/doors',
      '/meetings',
      '/liveBuyerRecord/list/1',
    ]) {
      expect({ path, kiosk: isKioskPath(path) }).toEqual({ path, kiosk: false })
    }
  })
})
