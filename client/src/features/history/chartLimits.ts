/** From this many points a trace draws with WebGL (scattergl): SVG slows down past a few thousand. */
export const WEBGL_FROM_POINTS = 5000;
