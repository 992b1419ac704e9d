import { useState } from 'react';

/**
 * A button that shows and hides the element with the id `controls` (the disclosure pattern):
 * whether it is open, and the props of its button.
 */
export function useDisclosure(controls: string, initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const button = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': controls,
    onClick: () => setOpen((was) => !was),
  } as const;
  return { open, button };
}
