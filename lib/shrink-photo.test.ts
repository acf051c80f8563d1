import { describe, expect, it } from "vitest";
import { PHOTO_MAX_EDGE, scaledToFit, shrinkPhotoForUpload } from "./shrink-photo";

describe("photo size before upload", () => {
  it("scales a 12 MP phone photo to 2048 px on its longest side, keeping its shape", () => {
    expect(PHOTO_MAX_EDGE).toBe(2048);
    expect(scaledToFit(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledToFit(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(scaledToFit(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledToFit(8000, 10)).toEqual({ width: 2048, height: 3 });
    expect(scaledToFit(100_000, 1)).toEqual({ width: 2048, height: 1 });
  });

  it("never enlarges a photo that already fits", () => {
    expect(scaledToFit(2048, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(scaledToFit(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledToFit(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it("sends what is not an image, or where the browser cannot decode, as it is", async () => {
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await shrinkPhotoForUpload(text)).toBe(text);
    // Node has no createImageBitmap: as a browser that cannot decode the photo.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "leaf.jpg", { type: "image/jpeg" });
    expect(await shrinkPhotoForUpload(photo)).toBe(photo);
  });
});
