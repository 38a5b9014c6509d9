/** A mistake in how the review was asked for (a ref, a folder, a base that does not build): one line, with what to do. */
export class ReviewError extends Error {
  name = 'ReviewError';
}
