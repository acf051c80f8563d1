import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function AppNotFound() {
  return <NotFoundMessage />;
}
