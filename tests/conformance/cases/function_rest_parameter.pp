function f(*$rest) { $rest }
notify { 'n': message => [f(), f(1, 2)] }
