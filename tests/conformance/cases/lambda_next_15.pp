function f() { next(3) 4 }
notify { 'x': message => f() }
