import Link from "next/link";
import { TEXT_LINK } from "./public-page";

/** Home › Plant guides › Tomato: the last is the page itself (not a link). */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly { name: string; path: string }[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className={`${TEXT_LINK} hover:text-foreground`}>
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
