import { getLocale } from "next-intl/server";
import { NotFoundMessage } from "@/components/layout/not-found-message";

export default async function AppNotFound() {
  return <NotFoundMessage locale={await getLocale()} />;
}
