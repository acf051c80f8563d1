import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function RootNotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4">
      <NotFoundMessage />
    </main>
  );
}
