@@foo { a => 1 }
