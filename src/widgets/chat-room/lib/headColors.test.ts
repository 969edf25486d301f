import { describe, expect, it } from 'vitest'
import { chatHeadColors } from './headColors.ts'

describe('the chat header colours', () => {
  it('takes the brand colour with the text colour that reads better on it', () => {
    expect(chatHeadColors('#1d3f8f')).toEqual({ background: '#1d3f8f', text: '#ffffff' })
    expect(chatHeadColors('#f5d442')).toEqual({ background: '#f5d442', text: '#111111' })
    expect(chatHeadColors('#FFF')).toEqual({ background: '#FFF', text: '#111111' })
  })

  it('lets nothing but a hex colour into the style', () => {
    expect(chatHeadColors('red; background: url(x)').background).toBe('#1d3f8f')
    expect(chatHeadColors(undefined).background).toBe('#1d3f8f')
  })
})
