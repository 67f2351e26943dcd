// Nothing of the landing feature is used by other features: its pages (the landing page, the newsletter
// confirmation) are loaded by the router.
export {};
