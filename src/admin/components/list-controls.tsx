import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ToolbarField, toolbarInputClass } from './form-fields';

// Search and filter controls of the list toolbars. Typing updates the URL (and so the query)
// once the admin pauses, not on every key.

const SEARCH_DELAY_MS = 300;

/** The magnifier inside a search field's left edge (the field pads its text past it: `pl-9`). */
export function SearchIcon() {
  return (
    <Search
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      aria-hidden="true"
    />
  );
}

export function SearchFilter({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled.trim());
    // Only a settled change of the text should update the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // The URL changed from elsewhere (back button, a link): show what it says now.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <ToolbarField label={adminCopy.common.search}>
      {(id) => (
        <div className="relative">
          <SearchIcon />
          <input
            id={id}
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
            className={`${toolbarInputClass} pl-9`}
          />
        </div>
      )}
    </ToolbarField>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <ToolbarField label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={toolbarInputClass}
        >
          {children}
        </select>
      )}
    </ToolbarField>
  );
}
