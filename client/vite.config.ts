import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  // Found only behind lazy imports, these would otherwise be optimised on first use in dev,
  // which reloads the page mid-visit.
  optimizeDeps: { include: ['plotly.js', 'react-plotly.js/factory', 'leaflet'] },
});
