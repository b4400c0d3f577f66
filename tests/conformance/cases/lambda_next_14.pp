function f() { break() }
notify { 'x': message => f() }
