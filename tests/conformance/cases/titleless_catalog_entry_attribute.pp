notify { 'k': message => [CatalogEntry] }
