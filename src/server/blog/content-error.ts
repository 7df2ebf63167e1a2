/**
 * A mistake in an article (front matter, a top-sources block, a duplicate slug), named by file and
 * field so the author can fix it: the build stops with this message.
 */
export class BlogContentError extends Error {
  readonly file: string;
  readonly field: string | null;

  constructor(file: string, field: string | null, message: string) {
    super(field === null ? `${file}: ${message}` : `${file}: ${field}: ${message}`);
    this.name = "BlogContentError";
    this.file = file;
    this.field = field;
  }
}
