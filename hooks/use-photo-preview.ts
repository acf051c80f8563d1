"use client";

import { useEffect, useRef, useState } from "react";

/** An object URL previewing the chosen photo; the previous one is freed on change and on unmount. */
export function usePhotoPreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  function showPreview(file: File | null) {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setPreview(current.current);
  }

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  return { preview, showPreview };
}
