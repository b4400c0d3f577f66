$x = CatalogEntry.new
