notify { 'x': message => String(/a/ =~ 'A') }
