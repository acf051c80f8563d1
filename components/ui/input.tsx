import * as React from "react";

// No class overrides (none is needed), so no class merging: the sign-in pages do without tailwind-merge.
export function Input({ type, ...props }: Omit<React.ComponentProps<"input">, "className">) {
  return (
    <input
      type={type}
      className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm"
      {...props}
    />
  );
}
