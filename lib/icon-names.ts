// The names of the app's icons (Lucide's), and the version of the sprite that draws them
// (components/ui/icons.tsx, server/icon-sprite.ts).

/** Every icon the app draws, by its Lucide name. server/icon-sprite.ts draws each of them. */
export const ICON_NAMES = [
  "alarm-clock",
  "arrow-right",
  "bean",
  "bell",
  "bot",
  "calendar-days",
  "check",
  "chevron-down",
  "circle-check",
  "clipboard-list",
  "clock",
  "cloud-off",
  "cloud-rain",
  "cloud-sun",
  "columns-2",
  "copy",
  "credit-card",
  "crown",
  "door-open",
  "droplets",
  "ellipsis",
  "flower-2",
  "heart-pulse",
  "house",
  "image-plus",
  "image-up",
  "images",
  "key-round",
  "layout-dashboard",
  "leaf",
  "list-plus",
  "loader-circle",
  "locate-fixed",
  "log-out",
  "mail",
  "map-pin",
  "message-circle",
  "monitor-smartphone",
  "notebook-pen",
  "pencil",
  "plus",
  "refresh-cw",
  "rotate-ccw",
  "rotate-ccw-clock",
  "scan-line",
  "scan-search",
  "scissors",
  "search",
  "send",
  "settings",
  "shovel",
  "skip-forward",
  "sparkles",
  "sprout",
  "star",
  "sun",
  "trash",
  "trending-up",
  "user-plus",
  "users",
  "triangle-alert",
  "wheat",
  "wifi-off",
  "wind",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The sprite's version: changes whenever the list does, so a cached sprite never lacks an icon.
 * next.config.ts works it out as the app is built (ICON_SPRITE_VERSION), so pages carry the
 * version and not the list.
 */
export function iconSpriteVersion(names: readonly string[] = ICON_NAMES): string {
  const text = names.join(",");
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}
