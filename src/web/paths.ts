// The app's paths live in src/shared/paths.ts: the build (prerender, robots.txt) reads them too.
export { paths } from "../shared/paths.ts";
