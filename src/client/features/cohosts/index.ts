// Nothing of the cohosts feature is used by other features: its two pages are loaded by the router.
export {};
