$x = str2saltedpbkdf2('p', 'saltsalt', 1000)
