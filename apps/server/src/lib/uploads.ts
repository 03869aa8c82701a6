/** Uploaded files live under DATA_DIR/uploads and are served at /uploads/. */
export const UPLOADS_PREFIX = "/uploads/";

export const publicFileUrl = (storedPath: string | null): string | null =>
  storedPath ? `${UPLOADS_PREFIX}${storedPath}` : null;
