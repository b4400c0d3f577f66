notify { 'x': message => String(Integer in [a]) }
