import * as React from "react";

/** A form label (a plain <label>). No class overrides, so no class merging (as Input). */
export function Label(props: Omit<React.ComponentProps<"label">, "className">) {
  return (
    <label
      className="text-sm font-medium leading-none select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      {...props}
    />
  );
}
