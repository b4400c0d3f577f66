type = Integer
