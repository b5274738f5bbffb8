/** Public category images: only the file name is used, served from the uploads folder (spec §3). */
export function categoryImagePath(image: string | null | undefined): string | null {
  if (!image || !image.trim()) return null;
  const name = image.trim().split(/[?#]/)[0]!.split('/').pop();
  return name ? `/uploads/${name}` : null;
}
