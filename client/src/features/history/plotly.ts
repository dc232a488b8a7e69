// The one place that loads Plotly: react-plotly.js's factory with the small "gl2d" distribution
// (scatter and scattergl only). client/package.json installs `plotly.js` as an alias of
// plotly.js-gl2d-dist-min, which also satisfies react-plotly.js's peer dependency without the
// full plotly.js source. Only lazy chunks import this file.
import Plotly from 'plotly.js';
import createPlotlyComponent from 'react-plotly.js/factory';

/** The Plot component bound to the small bundle. */
export const Plot = createPlotlyComponent(Plotly);
