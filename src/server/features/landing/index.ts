// What the app uses of the landing feature: the page HTML for each request (variant by host, the landing
// page's first paint), the variant's meta tag for other pages' HTML.
export { landingPages, type LandingPages } from './landingPage';
export { withVariantMeta } from './firstPaint';
