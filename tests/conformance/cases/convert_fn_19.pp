notify { "x": message => String('hello_world'.camelcase) }
