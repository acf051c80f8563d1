import "server-only";
import type { IconName } from "@/components/ui/icons";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as bean from "lucide-react/icons/bean";
import * as bell from "lucide-react/icons/bell";
import * as bot from "lucide-react/icons/bot";
import * as calendarDays from "lucide-react/icons/calendar-days";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as clipboardList from "lucide-react/icons/clipboard-list";
import * as clock from "lucide-react/icons/clock";
import * as cloudOff from "lucide-react/icons/cloud-off";
import * as cloudSun from "lucide-react/icons/cloud-sun";
import * as copy from "lucide-react/icons/copy";
import * as creditCard from "lucide-react/icons/credit-card";
import * as crown from "lucide-react/icons/crown";
import * as droplets from "lucide-react/icons/droplets";
import * as ellipsis from "lucide-react/icons/ellipsis";
import * as flower2 from "lucide-react/icons/flower-2";
import * as heartPulse from "lucide-react/icons/heart-pulse";
import * as house from "lucide-react/icons/house";
import * as imagePlus from "lucide-react/icons/image-plus";
import * as imageUp from "lucide-react/icons/image-up";
import * as keyRound from "lucide-react/icons/key-round";
import * as layoutDashboard from "lucide-react/icons/layout-dashboard";
import * as leaf from "lucide-react/icons/leaf";
import * as listPlus from "lucide-react/icons/list-plus";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as locateFixed from "lucide-react/icons/locate-fixed";
import * as logOut from "lucide-react/icons/log-out";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as monitorSmartphone from "lucide-react/icons/monitor-smartphone";
import * as pencil from "lucide-react/icons/pencil";
import * as plus from "lucide-react/icons/plus";
import * as refreshCw from "lucide-react/icons/refresh-cw";
import * as rotateCcw from "lucide-react/icons/rotate-ccw";
import * as rotateCcwClock from "lucide-react/icons/rotate-ccw-clock";
import * as scanLine from "lucide-react/icons/scan-line";
import * as scanSearch from "lucide-react/icons/scan-search";
import * as scissors from "lucide-react/icons/scissors";
import * as search from "lucide-react/icons/search";
import * as send from "lucide-react/icons/send";
import * as settings from "lucide-react/icons/settings";
import * as shovel from "lucide-react/icons/shovel";
import * as sparkles from "lucide-react/icons/sparkles";
import * as sprout from "lucide-react/icons/sprout";
import * as doorOpen from "lucide-react/icons/door-open";
import * as userPlus from "lucide-react/icons/user-plus";
import * as users from "lucide-react/icons/users";
import * as sun from "lucide-react/icons/sun";
import * as trash from "lucide-react/icons/trash";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as triangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import * as wheat from "lucide-react/icons/wheat";
import * as wifiOff from "lucide-react/icons/wifi-off";
import * as wind from "lucide-react/icons/wind";
import * as x from "lucide-react/icons/x";

type IconData = { node: ReadonlyArray<readonly [string, Record<string, string | number>]> };

/** Each icon module of lucide-react exports its drawing as __iconData (its type declarations do not say so). */
function drawingOf(iconModule: object): IconData {
  const data = (iconModule as { __iconData?: IconData }).__iconData;
  if (!data?.node?.length) throw new Error("A lucide-react icon module without its drawing: has lucide-react changed?");
  return data;
}

/** Lucide's drawing of each icon the app uses: the type makes sure none is missing. */
const DRAWINGS: Record<IconName, IconData> = {
  "arrow-right": drawingOf(arrowRight),
  "bean": drawingOf(bean),
  "bell": drawingOf(bell),
  "bot": drawingOf(bot),
  "calendar-days": drawingOf(calendarDays),
  "check": drawingOf(check),
  "chevron-down": drawingOf(chevronDown),
  "circle-check": drawingOf(circleCheck),
  "clipboard-list": drawingOf(clipboardList),
  "clock": drawingOf(clock),
  "cloud-off": drawingOf(cloudOff),
  "cloud-sun": drawingOf(cloudSun),
  "copy": drawingOf(copy),
  "credit-card": drawingOf(creditCard),
  "crown": drawingOf(crown),
  "droplets": drawingOf(droplets),
  "ellipsis": drawingOf(ellipsis),
  "flower-2": drawingOf(flower2),
  "heart-pulse": drawingOf(heartPulse),
  "house": drawingOf(house),
  "image-plus": drawingOf(imagePlus),
  "image-up": drawingOf(imageUp),
  "key-round": drawingOf(keyRound),
  "layout-dashboard": drawingOf(layoutDashboard),
  "leaf": drawingOf(leaf),
  "list-plus": drawingOf(listPlus),
  "loader-circle": drawingOf(loaderCircle),
  "locate-fixed": drawingOf(locateFixed),
  "log-out": drawingOf(logOut),
  "mail": drawingOf(mail),
  "map-pin": drawingOf(mapPin),
  "message-circle": drawingOf(messageCircle),
  "monitor-smartphone": drawingOf(monitorSmartphone),
  "pencil": drawingOf(pencil),
  "plus": drawingOf(plus),
  "refresh-cw": drawingOf(refreshCw),
  "rotate-ccw": drawingOf(rotateCcw),
  "rotate-ccw-clock": drawingOf(rotateCcwClock),
  "scan-line": drawingOf(scanLine),
  "scan-search": drawingOf(scanSearch),
  "scissors": drawingOf(scissors),
  "search": drawingOf(search),
  "send": drawingOf(send),
  "settings": drawingOf(settings),
  "shovel": drawingOf(shovel),
  "sparkles": drawingOf(sparkles),
  "sprout": drawingOf(sprout),
  "door-open": drawingOf(doorOpen),
  "user-plus": drawingOf(userPlus),
  "users": drawingOf(users),
  "sun": drawingOf(sun),
  "trash": drawingOf(trash),
  "trending-up": drawingOf(trendingUp),
  "triangle-exclamation-point": drawingOf(triangleExclamationPoint),
  "wheat": drawingOf(wheat),
  "wifi-off": drawingOf(wifiOff),
  "wind": drawingOf(wind),
  "x": drawingOf(x),
};

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function element([tag, attributes]: readonly [string, Record<string, string | number>]): string {
  const rendered = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<${tag}${rendered}/>`;
}

/** One SVG with a <symbol id="name"> per icon, for <use href="/icons.svg#name">. */
export function iconSprite(): string {
  const symbols = Object.entries(DRAWINGS).map(
    ([name, drawing]) => `<symbol id="${name}" viewBox="0 0 24 24">${drawing.node.map(element).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
