function f(*$rest) { $rest }
notify { 'x': message => [f(), f(1, 2)] }
