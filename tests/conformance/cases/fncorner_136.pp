notify { 'x': message => "${empty('')} ${empty(' ')} ${empty(Sensitive('x'))} ${empty(0)} ${empty(Binary('YQ=='))}" }
