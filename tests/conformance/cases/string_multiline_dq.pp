notify { 'a': message => "line1
line2\tend" }
