notify { 'x': message => "${empty(Sensitive(''))} ${empty(Sensitive('a'))} ${empty(Binary(''))}" }
