notify { 'x': message => "${Binary('') } ${Binary('').length} ${empty(Binary(''))} ${Binary('YQ==') == Binary('a', '%s')}" }
