notify { 'x': message => String(Notify['a']) }
