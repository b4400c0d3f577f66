notify { 'x': message => lookup('a', Hash[String, Integer]) }
