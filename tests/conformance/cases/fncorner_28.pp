notify { 'x': message => "${{a=>1}.reverse_each |$x| { $x }}" }
