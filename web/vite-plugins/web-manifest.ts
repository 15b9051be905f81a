import type { Plugin } from 'vite';

export interface WebManifestOptions {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/** The web app manifest: the name and icons a browser uses when the site is installed. */
export function webManifest(options: WebManifestOptions): string {
  return `${JSON.stringify(
    {
      name: options.name,
      short_name: options.shortName,
      description: options.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: options.themeColor,
      background_color: options.backgroundColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes site.webmanifest into the build and serves it in dev, from the brand constants. */
export function webManifestFile(options: WebManifestOptions): Plugin {
  const body = webManifest(options);
  return {
    name: 'web-manifest',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/site.webmanifest') return next();
        res.setHeader('content-type', 'application/manifest+json');
        res.end(body);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'site.webmanifest', source: body });
    },
  };
}
