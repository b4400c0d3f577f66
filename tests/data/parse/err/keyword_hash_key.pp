notice({ unless => 1 })
