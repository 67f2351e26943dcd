// Nothing of the party page is used by other features: it composes them. The router loads its two pages, the
// party's page (/event/{id}, with its host tools) and the editor's routes with the party's sections.
export {};
