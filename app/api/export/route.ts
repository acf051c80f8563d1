import { exportFormatSchema } from "@/lib/validations/export";
import { exportGardenerData } from "@/server/export/export";
import { withUser } from "@/server/http/handler";

/** The gardener's data: a zip of garden.json and the photos, or `?format=json` for garden.json alone. */
export const GET = withUser(async ({ request, gardener }) => {
  const format = exportFormatSchema.parse(new URL(request.url).searchParams.get("format") ?? undefined);
  const file = await exportGardenerData(gardener, format);
  return new Response(file.body, {
    headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"` },
  });
});
