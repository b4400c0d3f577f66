realize(CatalogEntry)
