import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// A list row's actions past its main button sit in its menu "Lainnya" (row-actions.tsx): the
// tests open it and choose, as an admin does.

type Scope = Pick<typeof screen, 'findByRole' | 'queryByRole'>;

/** Opens the row's "Lainnya" (the only one in `scope`) and chooses `name` in it. */
export async function chooseRowAction(name: string | RegExp, scope: Scope = screen) {
  await userEvent.click(await scope.findByRole('button', { name: 'Lainnya' }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name }));
}
