// The button's classes, apart from the Button component, so a page's last-resort error screen
// (app/global-error.tsx, loaded on every page) can look the same without the class-merging code.
// The base is the .btn class (app/globals.css); the rule for icons inside is the btn-icons utility,
// so that it still wins over an icon's own size, as it always has.
export const BUTTON_BASE = "btn btn-icons";

export const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  outline: "border bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

export const BUTTON_SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-11 rounded-md px-6 text-base",
  icon: "size-10",
} as const;
