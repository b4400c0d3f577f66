k5login { '/root/.k5login': principals => ['a@B'] }
