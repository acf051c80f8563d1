"use client";

/** Tags to pick, each a checkbox drawn as a chip, in a fieldset named by its legend. */
export function TagChoices<Tag extends string>({
  legend,
  tags,
  chosen,
  onChange,
  label,
}: {
  legend: string;
  tags: readonly Tag[];
  chosen: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  label: (tag: Tag) => string;
}) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const on = chosen.includes(tag);
          return (
            <label
              key={tag}
              className="cursor-pointer rounded-full border px-3 py-1 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => onChange(on ? chosen.filter((other) => other !== tag) : [...chosen, tag])}
              />
              {label(tag)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
