notify { 'x': message => "${{a=>{b=>1}}.tree_each.map |$p, $v| { $p }}" }
