$x = 'world'
notify { 'n': message => ["hello $x!", "${x}s", "$x.upcase", "${x.upcase}", "${x[0,2]}", "$x[1]"] }
