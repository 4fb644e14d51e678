import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from './ui/input';

/** A search box that reports its value after the user pauses typing, so lists query the server once. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  label?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => {
      if (draft !== value) onChange(draft);
    }, 300);
    return () => clearTimeout(id);
  }, [draft, value, onChange]);
  return (
    <div className="relative w-full max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label={label ?? placeholder}
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
