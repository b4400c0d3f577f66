notify { 'n': message => [empty([]), empty('x'), empty(0)] }
