import { notFound } from "next/navigation";
import { getCurrentUser } from "@/server/auth";

/** Any other path: '404 Page Not Found' when signed in; the layout shows the landing page otherwise. */
export default async function UnknownPage() {
  if (!(await getCurrentUser())) return null;
  notFound();
}
