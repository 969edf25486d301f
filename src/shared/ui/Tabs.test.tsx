import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs } from './Tabs.tsx'

const items = ['One', 'Two', 'Three'].map((name) => ({ id: name.toLowerCase(), label: name, content: <p>{`${name} content`}</p> }))

describe('Tabs', () => {
  it('shows the chosen tab’s panel, labelled by its tab; only that tab is in the tab order', () => {
    render(<Tabs label="Numbers" items={items} selectedId="two" />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Two content')
    expect(screen.queryByText('One content')).toBeNull()
    expect(tabs[1]).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id)
  })

  it('a click or the arrow keys choose a tab (moving focus with it); the owner is told', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Numbers" items={items} onChange={onChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }))
    expect(onChange).toHaveBeenLastCalledWith('two')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two content')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three content')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(onChange).toHaveBeenLastCalledWith('three')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
  })

  it('a controlled row stays where its owner puts it', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Numbers" items={items} selectedId="one" onChange={onChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }))
    expect(onChange).toHaveBeenCalledWith('three')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
  })

  it('the keys wrap around and ignore everything else', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Numbers" items={items} onChange={onChange} />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
    onChange.mockClear()
    await userEvent.keyboard('{Enter}a')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three content')
  })
})
