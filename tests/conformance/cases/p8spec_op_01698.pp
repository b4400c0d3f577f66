notify { 'x': message => String([1,2] < {a=>1}) }
