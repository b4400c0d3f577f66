notify { 'x': message => "${{a => 1, b => 1}.unique} ${{a => 1, b => 2}.unique |$v| { 0 }}" }
