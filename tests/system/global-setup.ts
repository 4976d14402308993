// The system suites run the built server as its own process, as production does.
import { buildProductIfStale } from '#tests/support/build-product.ts';

export default function setup() {
  buildProductIfStale();
}
