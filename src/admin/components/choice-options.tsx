// A select over a fixed set of values (a testimonial's sources, Sampah's kinds, the products'
// statuses): its options, the empty choice first ("Semua …", "Pilih …") and then each value by
// its label, and the value a URL or a form holds when it is one of them.

export function ChoiceOptions<V extends string>({
  none,
  values,
  labels,
}: {
  /** The empty choice's text. */
  none: string;
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <>
      <option value="">{none}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}

/** `value` when it is one of `values` (a filter in the URL may hold anything), else undefined. */
export function choiceOf<V extends string>(values: readonly V[], value: string): V | undefined {
  return (values as readonly string[]).includes(value) ? (value as V) : undefined;
}
