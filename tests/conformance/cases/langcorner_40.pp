foo { a => 1 }
