notify { 'x': message => "${{a=>1,b=>2}.group_by |$e| { $e[1] }}" }
