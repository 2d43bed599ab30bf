import { describe, expect, it } from 'vitest'
import { portName } from './ports'

describe('portName', () => {
  it('reads a known port in the page language, whichever language it was typed in', () => {
    expect(portName('Shanghai', 'zh-CN')).toBe('上海港')
    expect(portName(' shanghai ', 'zh-CN')).toBe('上海港')
    expect(portName('Shenzhen (Yantian)', 'zh-CN')).toBe('深圳盐田港')
    expect(portName('上海港', 'en-US')).toBe('Shanghai')
    expect(portName('Guayaquil', 'en-US')).toBe('Guayaquil')
  })

  it('keeps a port it does not know as typed', () => {
    expect(portName('Pier 7, Rotterdam', 'zh-CN')).toBe('Pier 7, Rotterdam')
    expect(portName('鹿特丹港', 'en-US')).toBe('鹿特丹港')
  })
})
