import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DropdownMenu } from './Menu.tsx'

const options = [{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Beta' }]

describe('DropdownMenu (a light button until the player reaches for it)', () => {
  it('is a plain button on the first screen: no react-aria until pointed at, focused or pressed', async () => {
    render(<DropdownMenu label="Pick" options={options} onAction={() => {}} />)
    await new Promise((r) => setTimeout(r, 300))
    const button = screen.getByRole('button', { name: 'Pick' })
    expect(button).not.toHaveAttribute('data-rac')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('a press loads the menu and opens it; choosing calls onAction', async () => {
    const onAction = vi.fn()
    render(<DropdownMenu label="Pick" options={options} onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'Pick' }))
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 })
    await userEvent.click(within(menu).getByText('Beta'))
    expect(onAction).toHaveBeenCalledWith('b')
  })

  it('a keyboard focus mounts the menu focused, closed; Enter opens it', async () => {
    render(<DropdownMenu label="Pick" options={options} onAction={() => {}} />)
    await userEvent.tab()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pick' })).toHaveAttribute('data-rac'), { timeout: 5000 })
    // react-aria focuses it in an effect, a task after it mounts (a loaded machine shows the gap).
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus(), { timeout: 5000 })
    expect(screen.queryByRole('menu')).toBeNull()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
