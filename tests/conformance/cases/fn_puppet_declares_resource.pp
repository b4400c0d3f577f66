function f() { notify { 'from-fn': } 'r' }
notify { 'x': message => f() }
