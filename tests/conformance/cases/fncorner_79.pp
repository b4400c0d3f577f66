notify { 'x': message => "${{a=>1}.step(1)}" }
