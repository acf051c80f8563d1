import { describe, expect, it } from "vitest";
import { encodePreviewNotice, PREVIEW_COOKIE, previewNoticeFromCookies } from "./deployment-preview";

describe("preview notice cookie", () => {
  it("reads back the branch and commit the proxy set, as the browser's cookie string holds them", () => {
    const value = encodeURIComponent(encodePreviewNotice({ branch: "feature/frost; dates=new", commit: "1a2b3c4" }));
    expect(previewNoticeFromCookies(`theme=dark; ${PREVIEW_COOKIE}=${value}; other=1`)).toEqual({ branch: "feature/frost; dates=new", commit: "1a2b3c4" });
  });

  it("is no notice without the cookie, or with one that is not JSON of ours", () => {
    expect(previewNoticeFromCookies("")).toBeUndefined();
    expect(previewNoticeFromCookies("theme=dark")).toBeUndefined();
    expect(previewNoticeFromCookies(`${PREVIEW_COOKIE}=%7Bbroken`)).toBeUndefined();
    expect(previewNoticeFromCookies(`${PREVIEW_COOKIE}=1`)).toBeUndefined();
    expect(previewNoticeFromCookies(`${PREVIEW_COOKIE}=${encodeURIComponent('{"branch":3}')}`)).toEqual({ branch: undefined, commit: undefined });
  });
});
