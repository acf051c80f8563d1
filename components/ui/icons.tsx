// The app's icons (Lucide's drawings): each is an <svg> that uses a symbol of one sprite,
// /icons.svg, which the browser fetches once and caches. An inline Lucide icon repeated its
// paths in the HTML, and again in the page's data when a server component drew it: the
// dashboard's 60 icons were a third of its HTML. Usable in server and client components alike.
import type { ComponentType, SVGProps } from "react";
import { iconSpriteVersion, type IconName } from "@/lib/icon-names";

export { ICON_NAMES, type IconName } from "@/lib/icon-names";

/**
 * The sprite's address, with its version: inlined as the app is built (next.config.ts), worked out
 * here where it was not (tests).
 */
export const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? iconSpriteVersion()}`;

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type Icon = ComponentType<IconProps>;

/**
 * An icon drawn from the sprite. Its stroke and 24 px size come from the .icon class
 * (app/globals.css), which utilities such as size-4 override. Decorative (aria-hidden)
 * unless it is given a label.
 */
function spriteIcon(name: IconName): Icon {
  function SpriteIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg aria-hidden={labelled ? undefined : true} {...props} className={className ? `icon ${className}` : "icon"}>
        <use href={`${ICON_SPRITE_URL}#${name}`} />
      </svg>
    );
  }
  return SpriteIcon;
}

export const AlarmClock = spriteIcon("alarm-clock");
export const AlertTriangle = spriteIcon("triangle-alert");
export const ArrowRight = spriteIcon("arrow-right");
export const Bean = spriteIcon("bean");
export const Bell = spriteIcon("bell");
export const Bot = spriteIcon("bot");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronDown = spriteIcon("chevron-down");
export const ClipboardList = spriteIcon("clipboard-list");
export const Clock = spriteIcon("clock");
export const CloudOff = spriteIcon("cloud-off");
export const CloudRain = spriteIcon("cloud-rain");
export const CloudSun = spriteIcon("cloud-sun");
export const Columns2 = spriteIcon("columns-2");
export const Copy = spriteIcon("copy");
export const CreditCard = spriteIcon("credit-card");
export const Crown = spriteIcon("crown");
export const DoorOpen = spriteIcon("door-open");
export const Droplets = spriteIcon("droplets");
export const Ellipsis = spriteIcon("ellipsis");
export const Flower2 = spriteIcon("flower-2");
export const HeartPulse = spriteIcon("heart-pulse");
export const History = spriteIcon("rotate-ccw-clock");
export const Home = spriteIcon("house");
export const ImagePlus = spriteIcon("image-plus");
export const ImageUp = spriteIcon("image-up");
export const Images = spriteIcon("images");
export const KeyRound = spriteIcon("key-round");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const Leaf = spriteIcon("leaf");
export const ListPlus = spriteIcon("list-plus");
export const Loader2 = spriteIcon("loader-circle");
export const LocateFixed = spriteIcon("locate-fixed");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const MessageCircle = spriteIcon("message-circle");
export const MonitorSmartphone = spriteIcon("monitor-smartphone");
export const NotebookPen = spriteIcon("notebook-pen");
export const Pencil = spriteIcon("pencil");
export const Plus = spriteIcon("plus");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const ScanLine = spriteIcon("scan-line");
export const ScanSearch = spriteIcon("scan-search");
export const Scissors = spriteIcon("scissors");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Settings = spriteIcon("settings");
export const Shovel = spriteIcon("shovel");
export const SkipForward = spriteIcon("skip-forward");
export const Sparkles = spriteIcon("sparkles");
export const Sprout = spriteIcon("sprout");
export const Star = spriteIcon("star");
export const Sun = spriteIcon("sun");
export const Trash2 = spriteIcon("trash");
export const TrendingUp = spriteIcon("trending-up");
export const UserPlus = spriteIcon("user-plus");
export const Users = spriteIcon("users");
export const Wheat = spriteIcon("wheat");
export const WifiOff = spriteIcon("wifi-off");
export const Wind = spriteIcon("wind");
export const X = spriteIcon("x");
