notify { 'x': message => "${{a=>1}.group_by |$k,$v| { $v }}" }
