notify { "x": message => String('HelloWorld'.downcase) }
