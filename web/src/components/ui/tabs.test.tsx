// @vitest-environment jsdom
import { useState } from 'react';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

function Fruit({ disabledPear = false }: { disabledPear?: boolean }) {
  const [value, setValue] = useState('apple');
  return (
    <>
      <button type="button">Before</button>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Fruit">
          <TabsTrigger value="apple">Apple</TabsTrigger>
          <TabsTrigger value="pear" disabled={disabledPear}>
            Pear
          </TabsTrigger>
          <TabsTrigger value="plum">Plum</TabsTrigger>
        </TabsList>
        <TabsContent value="apple" forceMount className="data-[state=inactive]:hidden">
          Apples are crisp
        </TabsContent>
        <TabsContent value="pear">Pears are soft</TabsContent>
        <TabsContent value="plum">Plums are sweet</TabsContent>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('ties each tab to its panel and marks the selected one', () => {
    render(<Fruit />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(tab('Apple')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab('Apple').id);
    expect(panel).toHaveTextContent('Apples are crisp');
    // The other panels are in the page, hidden and empty, so aria-controls always points somewhere.
    const pearPanel = document.getElementById(tab('Pear').getAttribute('aria-controls') ?? '');
    expect(pearPanel).not.toBeVisible();
    expect(pearPanel).toBeEmptyDOMElement();
  });

  it('shows the clicked tab', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.click(tab('Plum'));
    expect(tab('Plum')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Plum' })).toHaveTextContent('Plums are sweet');
    // A panel kept mounted stays in the page, hidden by its state.
    expect(screen.getByText('Apples are crisp')).toHaveAttribute('data-state', 'inactive');
  });

  it('puts only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Pear')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    // Next comes the selected panel, not the other tabs.
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping around, and selects the tab it lands on', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Pear')).toHaveFocus();
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pear')).toHaveAttribute('tabindex', '0');
    expect(tab('Apple')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Apple')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Plum')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Plum' })).toHaveTextContent('Plums are sweet');
  });

  it('goes to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.click(tab('Pear'));
    await user.keyboard('{End}');
    expect(tab('Plum')).toHaveFocus();
    expect(tab('Plum')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Fruit disabledPear />);
    await user.click(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Plum')).toHaveFocus();
    await user.click(tab('Pear'));
    expect(tab('Pear')).toHaveAttribute('aria-selected', 'false');
  });
});
