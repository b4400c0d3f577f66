function f(*$rest) { $rest }
notify { 'x': message => f(1, 2, 3) }
