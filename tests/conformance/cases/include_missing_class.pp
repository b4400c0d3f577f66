include nonexist
